import { CHAIN_KEYS, TRADE } from '@nova/shared-contracts';
import type { ChainKey, ChainPresets } from '@nova/shared-contracts';

/**
 * The status-bar quick-buy amount box (spec 3 §5): digits and one dot only, capped at 10000.
 * Returns the value to show; an input with a second dot keeps the previous value.
 */
export function sanitizeQuickBuy(input: string, previous: string): string {
  const cleaned = input.replace(/[^\d.]/g, '');
  if (cleaned.split('.').length > 2) return previous;
  if (cleaned !== '' && cleaned !== '.' && Number(cleaned) > TRADE.quickBuyCap) return String(TRADE.quickBuyCap);
  return cleaned;
}

/** The quick amounts offered for a chain: its saved (or default) quick amounts, the first four (spec 1 §9), without repeats. */
export function quickBuyPresets(presets: ChainPresets): readonly string[] {
  return [...new Set(presets.quickAmounts.slice(0, 4))];
}

/**
 * The chain the status bar's presets and settings are about: the trade page's token's chain (a
 * GT token's page edits the gatelayer presets), else the chain last chosen, else the active one.
 */
export function statusBarChain(pageTokenChain: ChainKey | undefined, selectedChain: ChainKey | undefined, activeChain: ChainKey): ChainKey {
  return pageTokenChain ?? selectedChain ?? activeChain;
}

/** The saved quick-buy amounts by chain (host pref `quickBuyAmounts`); a chain without one has none yet. */
export type SavedQuickBuyAmounts = Partial<Record<ChainKey, string>>;

/**
 * Every chain's quick-buy amount (spec 1 §3: one per chain): the one saved for the chain, else the
 * amount saved before amounts were per chain (pref `quickBuyAmount`), else the spec default.
 */
export function quickBuyAmounts(saved: unknown, legacy: unknown): Record<ChainKey, string> {
  const map = saved !== null && typeof saved === 'object' ? (saved as Record<string, unknown>) : {};
  const fallback = typeof legacy === 'string' ? legacy : TRADE.defaultQuickBuyAmount;
  return Object.fromEntries(CHAIN_KEYS.map((chain) => [chain, typeof map[chain] === 'string' ? (map[chain] as string) : fallback])) as Record<ChainKey, string>;
}
