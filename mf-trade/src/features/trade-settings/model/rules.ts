import Decimal from 'decimal.js';
import { TRADE } from '@nova/shared-contracts';
import type { ChainKey, PriorityFeeMode, SideSettings } from '@nova/shared-contracts';
import { mevMinTip } from '../../../shared/mevTip';

/** An inline finding: an error blocks Save, a warning does not. Keys are spec 1 §5's message keys. */
export type Finding =
  | { level: 'error'; key: 'slip-min' | 'slip-max' | 'prio-max' }
  | { level: 'warning'; key: 'slip-low' | 'slip-high' | 'prio-min' };

/** The custom priority fee / MEV tip cap in the chain's native coin (spec 1 §9: 2). */
export const FEE_CAP = new Decimal(TRADE.customPriorityFeeCap);

// The minimum MEV tip is also what an order sends with MEV on and no tip typed: shared.
export { mevMinTip };

/** The decimal of a cleaned input ('', '.' and '0.' read as zero). */
export function decimalOf(text: string): Decimal {
  return text === '' || text === '.' ? new Decimal(0) : new Decimal(text.endsWith('.') ? text.slice(0, -1) : text);
}

/**
 * Custom slippage in percent (spec 1 §5): below 0.1 is an error (slip-min), above 100 an error
 * (slip-max), 0.1 up to below 5 a warning (slip-low), above 50 up to 100 a warning (slip-high).
 * An empty input has no finding (it means auto).
 */
export function slippageFinding(text: string): Finding | null {
  if (text === '') return null;
  const percent = decimalOf(text);
  if (percent.lt(TRADE.slippageMinPercent)) return { level: 'error', key: 'slip-min' };
  if (percent.gt(TRADE.slippageMaxPercent)) return { level: 'error', key: 'slip-max' };
  if (percent.lt(TRADE.slippageLowWarnPercent)) return { level: 'warning', key: 'slip-low' };
  if (percent.gt(TRADE.slippageHighWarnPercent)) return { level: 'warning', key: 'slip-high' };
  return null;
}

/**
 * A custom priority fee or MEV tip in the native coin: above 2 is an error (prio-max, shown with the
 * chain's symbol); with MEV on, a non-zero value below the chain's minimum tip is a warning (prio-min).
 */
export function feeFinding(text: string, isMev: boolean, chain: ChainKey): Finding | null {
  if (text === '') return null;
  const value = decimalOf(text);
  if (value.gt(FEE_CAP)) return { level: 'error', key: 'prio-max' };
  if (isMev && value.gt(0) && value.lt(mevMinTip(chain))) return { level: 'warning', key: 'prio-min' };
  return null;
}

/** A slippage fraction (0.15) as the percent text of the custom input ("15"). */
export const percentText = (fraction: number): string => new Decimal(fraction).times(100).toFixed();

/** A valid percent text ("15") as the stored fraction (0.15). */
export const fractionOf = (percentText: string): number => decimalOf(percentText).div(100).toNumber();

/** The mode a side returns to when it is not custom: mev-super-fast with MEV on, else fast (spec 1 §4). */
export const baseFeeMode = (isMev: boolean): PriorityFeeMode => (isMev ? 'mev-super-fast' : 'fast');

/** MEV toggle (spec 1 §4): on sets mode mev-super-fast, off sets fast; a custom fee is dropped. */
export function withMev(side: SideSettings, isMev: boolean): SideSettings {
  return { ...side, isMev, priorityFee: { mode: baseFeeMode(isMev), value: '' } };
}

/** Typing a custom fee sets mode custom. */
export function withCustomFee(side: SideSettings, value: string): SideSettings {
  return { ...side, priorityFee: { mode: 'custom', value } };
}

/** Leaving the custom fee empty or zero reverts to mev-super-fast with MEV on, else fast. */
export function afterFeeBlur(side: SideSettings): SideSettings {
  if (side.priorityFee.mode !== 'custom' || decimalOf(side.priorityFee.value).gt(0)) return side;
  return { ...side, priorityFee: { mode: baseFeeMode(side.isMev), value: '' } };
}
