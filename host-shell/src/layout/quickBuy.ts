import { TRADE } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';

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

/** The quick-buy presets of a chain (spec 1 §9): solana, gatelayer and bsc have their own, others share one set. */
export function quickBuyPresets(chain: ChainKey): readonly string[] {
  const presets = chain === 'solana' || chain === 'gatelayer' || chain === 'bsc' ? TRADE.quickAmounts[chain] : TRADE.quickAmounts.other;
  return [...new Set(presets)];
}
