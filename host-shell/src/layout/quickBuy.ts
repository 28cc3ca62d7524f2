import { TRADE } from '@nova/shared-contracts';
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
