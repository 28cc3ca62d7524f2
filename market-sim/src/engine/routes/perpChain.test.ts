import { PERP_TOKENS } from '@nova/shared-contracts';
import { createWalletClient, custom, maxUint256 } from 'viem';
import type { Address, Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS } from '../../chain/artifacts';
import { FAUCET } from '../../chain/simChain';
import { testSim } from '../../testing/sim';
import type { TestSim } from '../../testing/sim';
import type { LoginResult } from '@nova/shared-contracts';

let sim: TestSim;
let rpcId = 0;

/** JSON-RPC through the sim's /rpc/evm, as a browser wallet pointed at the sim would send it. */
async function rpc(method: string, params: unknown[] = []): Promise<unknown> {
  const response = await sim.engine.handle({ method: 'POST', path: '/rpc/evm', body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }), headers: { 'content-type': 'application/json' } });
  const body = response.body as { result?: unknown; error?: { message: string; data?: unknown } };
  if (body.error) throw Object.assign(new Error(body.error.message), { data: body.error.data });
  return body.result;
}

beforeAll(async () => {
  sim = await testSim({ admin: true });
}, 60_000);

async function metamaskLogin() {
  const account = privateKeyToAccount(generatePrivateKey());
  const message = (await sim.call('walletSignMessage', { chain: 'eth', address: account.address })).body.data as { message: string; timestamp: number };
  const session = (await sim.call('walletAuth', { chain: 'eth', address: account.address, sign: await account.signMessage({ message: message.message }), source_type: 5, timestamp: message.timestamp })).body.data as LoginResult;
  const tokens = (await sim.call('accountPerpRenew', {}, session.access_token)).body.data as Record<string, string>;
  const wallet = createWalletClient({ account, chain: { id: 1, name: 'local', nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } }, transport: custom({ request: ({ method, params }) => rpc(method, params as unknown[]) }) });
  const perp = { 'perp-authorization': tokens.perp_evm_access_token ?? '' };
  const transfer = (amount: string) => ({ address: account.address, chain: 'eth', token_address: PERP_TOKENS.eth.address, token_amount: amount, token_symbol: 'USDT', token_decimal: 6 });
  const evmAvailable = async () => ((await sim.call('perpFundStats', {}, session.access_token)).body.data as Array<{ chain_type: string; available: string }>).find((r) => r.chain_type === 'EVM')?.available;
  return { account, session, wallet, perp, transfer, evmAvailable };
}

describe('wallet perp deposit on the local chain', () => {
  it('serves the chain as JSON-RPC at /rpc/evm', async () => {
    expect(await rpc('eth_chainId')).toBe('0x1');
    const batch = await sim.engine.handle({ method: 'POST', path: '/rpc/evm', body: JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }, { jsonrpc: '2.0', id: 2, method: 'nope_nope', params: [] }]) });
    const answers = batch.body as Array<{ id: number; result?: string; error?: unknown }>;
    expect(answers[0]).toMatchObject({ id: 1, result: '0x1' });
    expect(answers[1]?.error).toBeDefined();
  });

  it('sign_data funds a new wallet once and names the vault; the perp account changes only after the deposit event', async () => {
    const user = await metamaskLogin();
    const info = (await sim.call('perpDepositSignData', user.transfer('25'), user.session.access_token, user.perp)).body.data as { contract_address: Address; account_id: Hex; broker_hash: Hex; token_hash: Hex };
    expect(BigInt((await rpc('eth_getBalance', [user.account.address, 'latest'])) as string)).toBe(FAUCET.nativeWei);
    const before = await user.evmAvailable();

    // A hash that is no deposit (the approve) is refused and credits nothing.
    const approve = await user.wallet.writeContract({ address: PERP_TOKENS.eth.address as Address, abi: ARTIFACTS.TestUSDT.abi, functionName: 'approve', args: [info.contract_address, maxUint256] });
    const refused = await sim.call('perpDepositPostProcess', { ...user.transfer('25'), txn_hash: approve }, user.session.access_token, user.perp);
    expect(refused.body.code).toBe(407018);
    expect(await user.evmAvailable()).toBe(before);

    const fee = (await sim.call('perpDepositFee', user.transfer('25'), user.session.access_token, user.perp)).body.data as { deposit_fee: string };
    const hash = await user.wallet.writeContract({
      address: info.contract_address,
      abi: ARTIFACTS.PerpVault.abi,
      functionName: 'deposit',
      args: [{ accountId: info.account_id, brokerHash: info.broker_hash, tokenHash: info.token_hash, tokenAmount: 25_000_000n }],
      value: BigInt(fee.deposit_fee),
    });
    // Registered with another amount than the event: refused.
    expect((await sim.call('perpDepositPostProcess', { ...user.transfer('30'), txn_hash: hash }, user.session.access_token, user.perp)).body.code).toBe(407003);
    const credited = await sim.call('perpDepositPostProcess', { ...user.transfer('25'), txn_hash: hash }, user.session.access_token, user.perp);
    expect(credited.status).toBe(200);
    expect(Number(await user.evmAvailable())).toBe(Number(before) + 25);
    // Once only.
    expect((await sim.call('perpDepositPostProcess', { ...user.transfer('25'), txn_hash: hash }, user.session.access_token, user.perp)).body.code).toBe(407018);
    // Funded once: a second sign_data does not top the wallet up again.
    await sim.call('perpDepositSignData', user.transfer('25'), user.session.access_token, user.perp);
    const usdt = (await rpc('eth_call', [{ to: PERP_TOKENS.eth.address, data: `0x70a08231000000000000000000000000${user.account.address.slice(2)}` }, 'latest'])) as string;
    expect(BigInt(usdt)).toBe(FAUCET.usdtUnits - 25_000_000n);
  });

  it('another user cannot register someone else’s deposit', async () => {
    const alice = await metamaskLogin();
    const bob = await metamaskLogin();
    const info = (await sim.call('perpDepositSignData', alice.transfer('5'), alice.session.access_token, alice.perp)).body.data as { contract_address: Address; account_id: Hex; broker_hash: Hex; token_hash: Hex };
    await alice.wallet.writeContract({ address: PERP_TOKENS.eth.address as Address, abi: ARTIFACTS.TestUSDT.abi, functionName: 'approve', args: [info.contract_address, maxUint256] });
    const hash = await alice.wallet.writeContract({ address: info.contract_address, abi: ARTIFACTS.PerpVault.abi, functionName: 'deposit', args: [{ accountId: info.account_id, brokerHash: info.broker_hash, tokenHash: info.token_hash, tokenAmount: 5_000_000n }], value: 900_000_000_000_000n });
    expect((await sim.call('perpDepositPostProcess', { ...bob.transfer('5'), txn_hash: hash }, bob.session.access_token, bob.perp)).body.code).toBe(407008);
  });
});
