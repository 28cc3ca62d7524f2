import Decimal from 'decimal.js';
import { CHAINS, isEvmAddress, isStrictChainAddress } from '@nova/shared-contracts';
import type { Asset, EndpointRequest, EndpointResponse, TradingChain } from '@nova/shared-contracts';

/** Slippage of the custodial withdraw call (spec 2 §9: 0.03). */
export const WITHDRAW_SLIPPAGE = 0.03;

/** The custodial withdraw form (spec 2 §2): chain, asset ('' = the native coin), destination and amount. */
export interface WithdrawState {
  chain: TradingChain;
  token: string;
  address: string;
  amount: string;
}

export type WithdrawAction =
  | { type: 'chain'; chain: TradingChain }
  | { type: 'token'; token: string }
  | { type: 'address'; address: string }
  | { type: 'amount'; raw: string; decimals: number }
  | { type: 'max'; balance: string; decimals: number };

export function initialWithdraw(chain: TradingChain): WithdrawState {
  return { chain, token: '', address: '', amount: '' };
}

/** Digits and one dot, a leading dot becomes "0.", at most `decimals` decimals (Solana native: 9). */
export function sanitizeAmount(raw: string, decimals: number): string {
  let text = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = text.indexOf('.');
  if (dot >= 0) text = `${text.slice(0, dot + 1)}${text.slice(dot + 1).replace(/\./g, '')}`;
  if (text.startsWith('.')) text = `0${text}`;
  const [whole = '', fraction] = text.split('.');
  const wholePart = whole.replace(/^0+(?=\d)/, '');
  if (fraction === undefined) return wholePart;
  return decimals <= 0 ? wholePart : `${wholePart}.${fraction.slice(0, decimals)}`;
}

/** Decimals an amount of the asset may carry: the asset's, capped at 9 (spec 2 §9: amounts sent to chain floored to 9 decimals). */
export function amountDecimals(asset: Pick<Asset, 'decimals'> | undefined, chain: TradingChain): number {
  return Math.min(asset?.decimals ?? CHAINS[chain].nativeDecimals, 9);
}

export function withdrawReducer(state: WithdrawState, action: WithdrawAction): WithdrawState {
  switch (action.type) {
    case 'chain':
      // Another chain: another address format and other assets; only the typed address goes.
      return action.chain === state.chain ? state : { chain: action.chain, token: '', address: '', amount: state.amount };
    case 'token':
      return { ...state, token: action.token };
    case 'address':
      return { ...state, address: action.address.trim() };
    case 'amount':
      return { ...state, amount: sanitizeAmount(action.raw, action.decimals) };
    case 'max':
      return { ...state, amount: new Decimal(action.balance).toDecimalPlaces(action.decimals, Decimal.ROUND_DOWN).toFixed() };
  }
}

export type WithdrawFieldError = 'invalidAddress' | 'checksum' | 'insufficient';

export interface WithdrawErrors {
  address?: WithdrawFieldError;
  amount?: WithdrawFieldError;
}

const positive = (text: string): Decimal => {
  try {
    return new Decimal(text === '' || text.endsWith('.') ? `${text}0` : text);
  } catch {
    return new Decimal(0);
  }
};

/**
 * Field errors: the address must be valid for the chain (a mixed-case EVM address must carry its
 * EIP-55 checksum: `checksum` when only that is wrong); the amount must not exceed the balance
 * (zero passes, as in spec 2 §5).
 */
export function withdrawErrors(state: WithdrawState, balance: string): WithdrawErrors {
  const errors: WithdrawErrors = {};
  if (state.address !== '' && !isStrictChainAddress(state.chain, state.address)) errors.address = CHAINS[state.chain].family === 'evm' && isEvmAddress(state.address) ? 'checksum' : 'invalidAddress';
  if (positive(state.amount).gt(balance || '0')) errors.amount = 'insufficient';
  return errors;
}

export interface WithdrawSummary {
  /** The amount as sent (floored to the allowed decimals, no trailing dot). */
  amount: string;
  /** The Withdraw button is enabled: an amount above zero, an address and no error. */
  canSubmit: boolean;
}

export function withdrawSummary(state: WithdrawState, balance: string, decimals: number): WithdrawSummary {
  const amount = positive(state.amount).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  const errors = withdrawErrors(state, balance);
  return { amount: amount.toFixed(), canSubmit: amount.gt(0) && state.address !== '' && Object.keys(errors).length === 0 };
}

/** The request of POST /trade/transfer/submit. */
export function withdrawRequest(state: WithdrawState, fromWallet: string, amount: string): EndpointRequest<'custodialWithdraw'> {
  return { chain: state.chain, from_wallet: fromWallet, to_wallet: state.address, token_amount: amount, token: state.token, slippage: WITHDRAW_SLIPPAGE };
}

/** The quote of a withdraw request (GET /trade/transfer/quote: the same checks, nothing sent). */
export function quoteRequest({ slippage: _slippage, ...request }: EndpointRequest<'custodialWithdraw'>): EndpointRequest<'custodialWithdrawQuote'> {
  return request;
}

/** What the confirm step shows (spec 2 §8): amount, network fee, what arrives, the address in full. */
export interface ConfirmSummary {
  chain: TradingChain;
  amount: string;
  symbol: string;
  fee: string;
  feeSymbol: string;
  receive: string;
  receiveSymbol: string;
  address: string;
}

export function confirmSummary(request: EndpointRequest<'custodialWithdraw'>, symbol: string, quote: EndpointResponse<'custodialWithdrawQuote'>): ConfirmSummary {
  return {
    chain: request.chain as TradingChain,
    amount: request.token_amount,
    symbol,
    fee: String(quote.fee),
    feeSymbol: quote.fee_symbol,
    receive: String(quote.receive),
    receiveSymbol: quote.receive_symbol,
    address: request.to_wallet,
  };
}

/** The transaction's page: the one the server names (market-sim: its own page of its chains), else the chain's public explorer. */
export function transactionUrl(chain: TradingChain, hash: string, serverUrl?: string): string {
  return serverUrl ?? `${CHAINS[chain].explorerUrl}/tx/${hash}`;
}
