import Decimal from 'decimal.js';
import { CHAINS } from '@nova/shared-contracts';
import type { ChainKey, EndpointResponse, PriorityFeeMode, SideSettings } from '@nova/shared-contracts';
import { mevMinTip } from '../../../shared/mevTip';

/** One chain's entry of GET /trade/gasprice: Solana tiers in micro-lamports per compute unit, EVM in wei per gas. */
export type GasInfo = EndpointResponse<'gasPriceList'>[number];

/** What the fee endpoints said for an order's chain: its gas tiers and the MEV tip in SOL (GET /trade/mev_price). */
export interface FeeMarket {
  gas: GasInfo | null;
  /** The MEV price in SOL; null until fetched (and on EVM chains, which it does not price). */
  mevTipSol: string | null;
}

/** The compute units a Solana swap is budgeted (the priority fee is paid per unit). */
export const SOLANA_COMPUTE_UNITS = 200_000;
/** The gas of an EVM swap (what GET /trade/gaslimit/evm answers), the priority fee is paid per gas. */
export const EVM_SWAP_GAS = 150_000;

/** The gas tier of a speed (spec 3 §3: low/avg/fast map to Market/Fast/Super fast; MEV super fast is the fastest). */
const tierOf = (mode: Exclude<PriorityFeeMode, 'custom'>, gas: GasInfo) => (mode === 'market' ? gas.low : mode === 'fast' ? gas.avg : gas.fast);

/**
 * The priority fee of a speed preset in the chain's native coin: the tier's price per compute unit
 * (Solana, micro-lamports) or per gas (EVM, wei) times what a swap uses, rounded up to the coin's
 * decimals so a fast order never pays less than its tier.
 */
export function speedPriorityFee(chain: ChainKey, mode: Exclude<PriorityFeeMode, 'custom'>, gas: GasInfo): Decimal {
  const price = new Decimal(tierOf(mode, gas));
  const native = CHAINS[chain].family === 'solana' ? price.mul(SOLANA_COMPUTE_UNITS).div(1e15) : price.mul(EVM_SWAP_GAS).div(1e18);
  return native.toDecimalPlaces(CHAINS[chain].nativeDecimals, Decimal.ROUND_UP);
}

/** What an order sends, in the native coin ('' = nothing): its priority fee and its MEV tip. */
export interface OrderFees {
  priorityFee: string;
  tip: string;
}

const positive = (value: string): string => (value !== '' && !value.endsWith('.') && Number(value) > 0 ? value : '');

/**
 * The fees an order of a preset side sends (spec 1 §4): a custom fee as typed; a speed (Market,
 * Fast, Super fast, MEV super fast) its tier of the chain's gas prices, nothing until those are
 * fetched; with MEV on the tip typed, else Solana's fetched MEV price, an EVM chain's minimum tip.
 */
export function orderFees(chain: ChainKey, settings: SideSettings, market: FeeMarket): OrderFees {
  const { mode, value } = settings.priorityFee;
  const priorityFee = mode === 'custom' ? positive(value) : market.gas ? speedPriorityFee(chain, mode, market.gas).toFixed() : '';
  if (!settings.isMev) return { priorityFee, tip: '' };
  const typed = positive(settings.mevFee);
  const fallback = CHAINS[chain].family === 'solana' ? positive(market.mevTipSol ?? '') : mevMinTip(chain).toFixed();
  return { priorityFee, tip: typed || fallback };
}

/** The fee fields of an order request (absent when nothing is sent). */
export function feeFields(fees: OrderFees): { priority_fee?: string; protection_tip_amount?: string } {
  return { ...(fees.priorityFee ? { priority_fee: fees.priorityFee } : {}), ...(fees.tip ? { protection_tip_amount: fees.tip } : {}) };
}
