// Wallet logins' side of an order (spec 1 §4): the quote poll, the EVM approve, and which wallets only sign.
export { useQuote } from './api/useQuote';
export { shouldPollQuote } from './model/quote';
export { approveTransaction } from './model/approve';
export { signsOnly } from './model/signOnly';
