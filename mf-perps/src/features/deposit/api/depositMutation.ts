import { PERP_TOKENS } from '@nova/shared-contracts';
import type { EndpointMutationOptions, PerpChain, PlatformServices } from '@nova/shared-contracts';
import { TRANSFER_FAILED } from '../../../shared/errors/perpErrors';
import type { IntentKeys } from '../../../shared/model/intentKeys';
import { hasEvmRequest } from './evmRequest';
import { depositWithEvmWallet } from './evmWalletDeposit';
import type { EvmDepositStep } from './evmWalletDeposit';
import { depositWithSolanaWallet } from './solanaWalletDeposit';
import type { SolanaDepositStep } from './solanaWalletDeposit';

export type DepositStep = EvmDepositStep | SolanaDepositStep;

export interface DepositInput {
  chain: PerpChain;
  amount: string;
  /** The user's own address on the chain. */
  address: string;
  /** A wallet login: the deposit is sent from the connected wallet. */
  walletAuth: boolean;
}

type DepositPlatform = Pick<PlatformServices, 'api' | 'wallet' | 'query' | 'queries'>;

/**
 * Perp deposit (spec 2 §4): custodial logins make one server call; EVM wallet logins send the
 * approve and the deposit from their wallet (offered only to wallets that expose their request);
 * Solana wallet logins sign the server-built v0 transaction with a fresh blockhash. The sim serves
 * each network's RPC at <api>/rpc/evm/{chain} (what a wallet adds on 4902: BNB Smart Chain's and
 * Ethereum's local chains, each with its USDT and perp vault) and <api>/rpc/solana.
 * The custodial call carries `idempotencyKey` (the intent's); a wallet's registration is keyed by its transaction.
 */
export async function submitDeposit(platform: DepositPlatform, input: DepositInput, onStep: (step: DepositStep) => void, idempotencyKey?: string): Promise<unknown> {
  const { api, wallet } = platform;
  const { chain, amount, address } = input;
  if (input.walletAuth && chain === 'solana') return depositWithSolanaWallet({ api, wallet, rpcUrl: `${api.baseUrl}/rpc/solana` }, { address, amount }, onStep);
  if (input.walletAuth) {
    if (chain === 'solana' || !hasEvmRequest(wallet)) throw new Error(TRANSFER_FAILED);
    return depositWithEvmWallet({ api, wallet, query: platform.query }, { chain, address, amount, rpcUrl: `${api.baseUrl}/rpc/evm/${chain}` }, onStep);
  }
  const token = PERP_TOKENS[chain];
  return api.call('perpConvert', { address, chain, token_address: token.address, token_amount: amount, token_symbol: token.symbol, token_decimal: token.decimals }, { idempotencyKey });
}

/**
 * The deposit as mutation options, sent once with the idempotency key of its intent (the same
 * again when the same deposit is sent again); what moving funds makes stale (the platform's
 * `perpFunds` list: the perp account and the wallet balances) is refetched before it resolves.
 * `onStep` hears the wallet flow's steps.
 */
export function depositMutation(platform: DepositPlatform, onStep: (step: DepositStep) => void, keys: IntentKeys): EndpointMutationOptions<DepositInput, unknown> {
  return {
    mutationKey: ['perpDeposit'],
    retry: false,
    mutationFn: async (input) => {
      const result = await submitDeposit(platform, input, onStep, keys.keyFor(input));
      keys.end();
      return result;
    },
    onSettled: () => platform.queries.invalidateAfter('perpFunds'),
  };
}
