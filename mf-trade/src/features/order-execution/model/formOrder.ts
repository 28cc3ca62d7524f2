import { CHAINS } from '@nova/shared-contracts';
import type { ChainKey, EndpointRequest, EndpointResponse, SessionUser, SideSettings, TokenInfo } from '@nova/shared-contracts';
import { approveTransaction, signsOnly } from '../../wallet-execution';
import { sellCheckOf, tradeRisk } from '../../risk-confirm';
import type { RoundTripVerdict } from '../../risk-confirm';
import type { ExecutionOutcome, OrderTicket, WalletTicket } from './executorTypes';
import type { EvmGas } from './gas';
import { feeFields } from './orderFees';
import type { OrderFees } from './orderFees';
import { orderCreatePayload, slippageFields } from './orderPayload';
import { orderSlippage } from './slippage';

/**
 * The trade form's order (spec 1 §2, §4) as plain data: what the form checked and computed, and
 * what its submit does with it (`planFormOrder`), without React. The form decides the gate (its
 * main button); this decides the request.
 */

/** What the form's main button offers: log in, deposit (or top up), an order, or nothing yet. */
export type FormGate = 'login' | 'deposit' | 'blocked' | 'ready';

export interface FormOrder {
  gate: FormGate;
  chain: ChainKey;
  address: string;
  symbol: string;
  /** The token's decimals (TP/SL order sizes are floored to them). */
  tokenDecimals: number;
  /** The token's safety flags: a wallet order or a limit sell of a risky token is confirmed first. */
  security: TokenInfo['security_info'] | undefined;
  /** A market buy's sell check at its size (the round trip), when it is in: it decides over the flags (`sellCheckOf`). */
  roundTrip?: RoundTripVerdict | null;
  side: 'buy' | 'sell';
  orderType: 'market' | 'limit';
  /** Floored, as a decimal string: native on a buy, tokens on a sell (the whole balance on a sell-all). */
  amount: string;
  /** Limit: the target as a USD price; null while there is none. */
  targetPriceUsd: string | null;
  /** The active preset's settings of the side. */
  settings: SideSettings;
  /** What the order sends of them as fees (`orderFees`, the same figures as the form's fee line). */
  fees: OrderFees;
  user: SessionUser | null;
  /** A wallet login: it quotes, builds and signs with its wallet. */
  walletLogin: boolean;
  /** The login's wallet address on the chain ('' when none). */
  walletAddress: string;
  /** Wallet logins: the latest quote, null until one is ready. */
  quote: EndpointResponse<'tradeQuote'>['quote_data'] | null;
  /** Custodial market orders with Auto slippage: the price impact of their quote (percent; `submitFormOrder` quotes). */
  priceImpactPercent?: number | null;
  gas: EvmGas | null;
  invitationCode: string | null;
  /** TP/SL on (custodial market buys): a filled buy creates its orders. */
  tpsl: boolean;
  /** The risk dialog was answered with "anyway". */
  riskConfirmed: boolean;
}

export type FormOrderPlan =
  | { step: 'login' }
  | { step: 'deposit' }
  /** Nothing to send (blocked, no target, no quote yet). */
  | { step: 'none' }
  /** Ask the risk confirm first; the submit runs again once confirmed. */
  | { step: 'confirmRisk' }
  /** The price impact is beyond what Auto slippage sends: refused. */
  | { step: 'slippageTooHigh'; impactPercent: number }
  | { step: 'limit'; request: EndpointRequest<'limitOrderCreate'> }
  | { step: 'wallet'; ticket: WalletTicket }
  | { step: 'market'; ticket: OrderTicket; tpsl: boolean };

/** Validation -> request: what one submit of the form does. */
export function planFormOrder(order: FormOrder): FormOrderPlan {
  if (order.gate === 'login') return { step: 'login' };
  if (order.gate === 'deposit') return { step: 'deposit' };
  if (order.gate === 'blocked' || order.amount === '') return { step: 'none' };
  const risk = tradeRisk(sellCheckOf(order.roundTrip, order.security), order.side);
  // A buy of a token that cannot be sold is never sent (the form shows why and disables Buy).
  if (risk.kind === 'blocked') return { step: 'none' };
  const risky = !order.riskConfirmed && risk.kind === 'confirm';
  const fees = feeFields(order.fees);
  const ticket = { chain: order.chain, address: order.address, side: order.side, symbol: order.symbol };
  if (order.orderType === 'limit') {
    if (!order.targetPriceUsd) return { step: 'none' };
    // A limit sell of a token not known as safe is confirmed first (spec 1 §4).
    if (order.side === 'sell' && risky) return { step: 'confirmRisk' };
    const wallet = order.user?.sol_address;
    return {
      step: 'limit',
      request: {
        base_token: order.address,
        chain: order.chain,
        sub_order_type: 'limit',
        ...(wallet ? { wallet_address: wallet } : {}),
        ...(order.invitationCode ? { invitation_code: order.invitationCode } : {}),
        simulation_detection_open: order.settings.simulatedSell,
        order_data: { quote_investment: order.amount, side: order.side, ...slippageFields(order.settings), target_price_usd: order.targetPriceUsd, ...fees },
      },
    };
  }
  if (order.walletLogin) {
    if (!order.quote) return { step: 'none' };
    if (risky) return { step: 'confirmRisk' };
    const slippage = orderSlippage(order.settings, order.quote.price_impact);
    if (!slippage.ok) return { step: 'slippageTooHigh', impactPercent: slippage.impactPercent };
    const evm = CHAINS[order.chain].family === 'evm';
    const approve = evm ? approveTransaction(order.quote, CHAINS[order.chain].chainId) : undefined;
    const build: EndpointRequest<'tradeBuild'> = {
      token_in: order.side === 'buy' ? '' : order.address,
      token_out: order.side === 'buy' ? order.address : '',
      token_amount: order.amount,
      slippage: slippage.slippage,
      wallet_address: order.walletAddress,
      chain: order.chain,
      quote_data: { quote_id: order.quote.quote_id },
      ...fees,
    };
    return { step: 'wallet', ticket: { ...ticket, build, ...(approve ? { approve } : {}), signOnly: signsOnly(order.user, order.chain) } };
  }
  const slippage = orderSlippage(order.settings, order.priceImpactPercent ?? null);
  if (!slippage.ok) return { step: 'slippageTooHigh', impactPercent: slippage.impactPercent };
  const payload = orderCreatePayload({ chain: order.chain, address: order.address, side: order.side, amount: order.amount }, order.settings, { user: order.user, fees: order.fees, slippage: slippage.slippage, invitationCode: order.invitationCode, gas: order.gas });
  return { step: 'market', ticket: { ...ticket, payload }, tpsl: order.tpsl && order.side === 'buy' };
}

/**
 * What a filled buy received and at what price, for its TP/SL orders: the notification's figures
 * (amount out, its USD value over the amount) when it came, else the order's answer.
 */
export function fillOf(outcome: Extract<ExecutionOutcome, { status: 'success' }>): { amountOut: string; priceUsd: string; txHash: string } {
  const { notification, result } = outcome;
  const txHash = result.tx_hash;
  if (notification) return { amountOut: String(notification.amountOut), priceUsd: String(Number(notification.amountOutUsd) / Number(notification.amountOut)), txHash };
  return { amountOut: String(result.amount_out), priceUsd: String(result.price_usd), txHash };
}
