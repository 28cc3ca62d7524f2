import type { ChainKey, EndpointRequest } from '@nova/shared-contracts';
import { shouldPollQuote } from '../../wallet-execution';
import type { Finding, TradeFormState } from './tradeForm';

/** What the form's quote is asked with besides the form: the token, the login's wallet, the order's amount and the preset. */
export interface FormQuoteContext {
  chain: ChainKey;
  /** The token traded. */
  address: string;
  walletLogin: boolean;
  /** The login's wallet address on this chain, '' when none. */
  walletAddress: string;
  /** What the order spends as sent (native on a buy, tokens on a sell; the balance on a sell of all). */
  amount: string;
  slippage: number;
  simulatedSell: boolean;
}

/**
 * The wallet quote the trade form polls (spec 1 §4), or null when none is asked: `shouldPollQuote`
 * over the form's own errors (`formErrors`), so the quote and the form's alerts follow one rule.
 */
export function formQuoteRequest(form: Pick<TradeFormState, 'orderType' | 'side'>, errors: readonly Finding[], c: FormQuoteContext): EndpointRequest<'tradeQuote'> | null {
  if (!shouldPollQuote({ orderType: form.orderType, baseToken: c.address, wallet: c.walletAddress, amount: c.amount, walletLogin: c.walletLogin, formErrors: errors })) return null;
  const buy = form.side === 'buy';
  return { token_in: buy ? '' : c.address, token_out: buy ? c.address : '', token_amount: c.amount, slippage: c.slippage, wallet_address: c.walletAddress, chain: c.chain, simulation_detection_open: c.simulatedSell };
}
