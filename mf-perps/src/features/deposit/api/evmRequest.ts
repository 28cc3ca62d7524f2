import type { WalletService } from '@nova/shared-contracts';

/**
 * The EIP-1193 request of the connected EVM wallet. The host's wallet service exposes it as
 * `evmRequest` where it can (a MetaMask-like provider); without it, EVM wallet deposits are not
 * offered. (Extension of WalletService expected from the host: `evmRequest(method, params)`.)
 */
export interface EvmRequestWallet {
  evmRequest(method: string, params?: unknown[]): Promise<unknown>;
}

export function hasEvmRequest(wallet: WalletService): wallet is WalletService & EvmRequestWallet {
  return typeof (wallet as Partial<EvmRequestWallet>).evmRequest === 'function';
}
