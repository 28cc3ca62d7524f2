import { isQuotableAmount } from '../../../shared/amountInput';

/** Quote polling period (spec 1 §4: once a second). */
export const QUOTE_POLL_MS = 1_000;

export interface QuoteConditions {
  orderType: 'market' | 'limit';
  /** The token traded ('' when none; the settlement token, the native coin, is always present). */
  baseToken: string;
  /** The wallet address of the login on this chain, '' when none. */
  wallet: string;
  /** The amount as typed / computed (native on a buy, tokens on a sell). */
  amount: string;
  walletLogin: boolean;
  /**
   * The errors the form shows for this amount (the trade form's `formErrors`: its §5 rules,
   * the gatelayer bounds among them). A form that refuses the amount never has it quoted.
   */
  formErrors: readonly unknown[];
}

/**
 * Whether quotes are polled (spec 1 §4): only for a wallet login's market order with a base token,
 * a wallet and an amount that is non-empty, not zero and not ending with a dot — and only while
 * the form shows no error (so never a gatelayer buy below 0.01 GT or above 350 GT).
 */
export function shouldPollQuote(c: QuoteConditions): boolean {
  return c.walletLogin && c.orderType === 'market' && c.baseToken !== '' && c.wallet !== '' && isQuotableAmount(c.amount) && c.formErrors.length === 0;
}
