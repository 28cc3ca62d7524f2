// The sim's local BSC chain (/rpc/evm/bsc) for tests that move real coins on it.
import { createPublicClient, createWalletClient, defineChain, http, parseEther } from 'viem';
import type { Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { CHAINS } from '@nova/shared-contracts';
import { SIM_URL } from './env';

export const bsc = defineChain({ id: CHAINS.bsc.chainId, name: 'BSC (local)', nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 }, rpcUrls: { default: { http: [`${SIM_URL}/rpc/evm/bsc`] } } });
const transport = http(`${SIM_URL}/rpc/evm/bsc`);
/** Reads of the local BSC chain (balances, receipts). */
export const bscChain = createPublicClient({ chain: bsc, transport });

/** An outside wallet on the local BSC chain with 1 BNB, sent by the chain's unlocked faucet account. */
export async function outsideWallet() {
  const account = privateKeyToAccount(generatePrivateKey());
  const [faucet] = (await bscChain.request({ method: 'eth_accounts' } as never)) as Address[];
  const funding = await createWalletClient({ chain: bsc, transport }).sendTransaction({ account: faucet as Address, to: account.address, value: parseEther('1') });
  await bscChain.waitForTransactionReceipt({ hash: funding });
  return createWalletClient({ account, chain: bsc, transport });
}
