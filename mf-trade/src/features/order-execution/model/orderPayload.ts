import { TRADE } from '@nova/shared-contracts';
import type { ChainKey, EndpointRequest, SessionUser, SideSettings } from '@nova/shared-contracts';
import type { EvmGas } from './gas';
import { feeFields } from './orderFees';
import type { OrderFees } from './orderFees';

/** Native coin address in order payloads (spec 1 §3: the empty string, see NATIVE_TOKEN_ALIASES). */
export const NATIVE = '';

/**
 * Slippage of a preset side as the fraction the API takes, for a request without a quote of its own
 * (the wallet's quote request): auto is 0.3 % (spec 1 §9). A market order's Auto is sized from its
 * quote (`orderSlippage`).
 */
export function slippageOf(settings: SideSettings): number {
  return settings.slippage === 'auto' ? TRADE.defaultSlippagePercent / 100 : settings.slippage;
}

/** The slippage fields of an order that fires later (limit, TP/SL). */
export type SlippageFields = { slippage: number; slippage_auto?: true };

/**
 * The slippage of an order that fires later (limit, TP/SL): a chosen one as is; Auto is sent as
 * `slippage_auto`, so the sim's engine sizes it from the price impact when the order fires (the
 * impact of now says nothing of then), with 0.3 % beside it for a server that does not read it.
 */
export function slippageFields(settings: SideSettings): SlippageFields {
  return settings.slippage === 'auto' ? { slippage: TRADE.defaultSlippagePercent / 100, slippage_auto: true } : { slippage: settings.slippage };
}

export interface MarketOrder {
  chain: ChainKey;
  /** The token traded. */
  address: string;
  side: 'buy' | 'sell';
  /** Floored amount as a decimal string: native on a buy, tokens on a sell. */
  amount: string;
  isBreakEven?: boolean;
}

/**
 * The custodial order-create payload (spec 1 §3) from the active preset's side settings: slippage
 * (auto = 0.3 %), the fees it sends (`orderFees`: the speed's or custom priority fee, the MEV tip),
 * simulated sell, the EVM gas of the gas endpoints, and the invitation code.
 */
export function orderCreatePayload(
  order: MarketOrder,
  settings: SideSettings,
  context: { user: SessionUser | null; fees: OrderFees; slippage: number; invitationCode?: string | null; gas?: EvmGas | null },
): EndpointRequest<'tradeOrderCreate'> {
  const wallet = order.chain === 'solana' ? context.user?.sol_address : context.user?.evm_address;
  return {
    chain: order.chain,
    token_in: order.side === 'buy' ? NATIVE : order.address,
    token_out: order.side === 'buy' ? order.address : NATIVE,
    token_amount: order.amount,
    slippage: context.slippage,
    ...(wallet ? { user_wallet: wallet } : {}),
    ...(context.user ? { user_id: context.user.user_id } : {}),
    ...feeFields(context.fees),
    ...(context.gas ? { evm_pri_wei_per_gas: Number(context.gas.priorityWei), base_wei_fee: Number(context.gas.baseWei) } : {}),
    is_break_even: order.isBreakEven ?? false,
    ...(context.invitationCode ? { invitation_code: context.invitationCode } : {}),
    simulation_detection_open: settings.simulatedSell,
  };
}
