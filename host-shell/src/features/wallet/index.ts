// The wallet feature's door: what the sign-in UI (features/auth) and the platform use of it.
export { RELAY_KINDS, WALLET_ERRORS, WALLET_KINDS, WalletError } from './kinds';
export type { WalletKind } from './kinds';
export { walletSignIn } from './signIn';
export type { SignInStage, SignInWallet } from './signIn';
export type { WalletConnections } from './service';
