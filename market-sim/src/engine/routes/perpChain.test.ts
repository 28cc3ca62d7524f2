import { PERP_TOKENS, PERP_VAULTS } from '@nova/shared-contracts';
import { createWalletClient, custom, maxUint256, parseEther, parseSignature, parseUnits } from 'viem';
import type { Address, Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS } from '../../chain/artifacts';
import { PERP_DEPOSIT_FEE_WEI } from '../../chain/perpChain';
import { WALLET_FAUCET } from '../../chain/tradeChain';
import { FAUCET } from '../../chain/simChain';
import { PERP_RULES } from './perp';
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

/** JSON-RPC through the sim's /rpc/evm/{chain}. */
async function chainRpc(chain: 'eth' | 'bsc', method: string, params: unknown[] = []): Promise<unknown> {
  const response = await sim.engine.handle({ method: 'POST', path: `/rpc/evm/${chain}`, body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }), headers: { 'content-type': 'application/json' } });
  const body = response.body as { result?: unknown; error?: { message: string; data?: unknown } };
  if (body.error) throw Object.assign(new Error(body.error.message), { data: body.error.data });
  return body.result;
}

const usdtOnChain = async (chain: 'eth' | 'bsc', owner: Address): Promise<bigint> =>
  BigInt((await chainRpc(chain, 'eth_call', [{ to: PERP_TOKENS[chain].address, data: `0x70a08231000000000000000000000000${owner.slice(2)}` }, 'latest'])) as string);

/** A MetaMask login on `chain`: its perp token, its wallet on the chain's local RPC, its signed withdraw. */
async function walletOn(chain: 'eth' | 'bsc') {
  const account = privateKeyToAccount(generatePrivateKey());
  const message = (await sim.call('walletSignMessage', { chain, address: account.address })).body.data as { message: string; timestamp: number };
  const session = (await sim.call('walletAuth', { chain, address: account.address, sign: await account.signMessage({ message: message.message }), source_type: 5, timestamp: message.timestamp })).body.data as LoginResult;
  const tokens = (await sim.call('accountPerpRenew', {}, session.access_token)).body.data as Record<string, string>;
  const perp = { 'perp-authorization': tokens.perp_evm_access_token ?? '' };
  const wallet = createWalletClient({ account, chain: { id: chain === 'bsc' ? 56 : 1, name: 'local', nativeCurrency: { name: 'coin', symbol: 'C', decimals: 18 }, rpcUrls: { default: { http: [] } } }, transport: custom({ request: ({ method, params }) => chainRpc(chain, method, params as unknown[]) }) });
  const token = PERP_TOKENS[chain];
  const transfer = (amount: string) => ({ address: account.address, chain, token_address: token.address, token_amount: amount, token_symbol: 'USDT', token_decimal: token.decimals });
  const evmAvailable = async () => Number(((await sim.call('perpFundStats', {}, session.access_token)).body.data as Array<{ chain_type: string; available: string }>).find((r) => r.chain_type === 'EVM')?.available);
  /** The sign data of a withdraw to `to`, signed by the wallet. */
  const signedWithdraw = async (amount: string, to: string = account.address) => {
    const body = { ...transfer(amount), to_address: to };
    const sign = (await sim.call('perpWithdrawSignData', body, session.access_token, perp)).body.data as { data: string; timestamp: number };
    const typed = JSON.parse(new TextDecoder().decode(Uint8Array.from(sign.data.slice(2).match(/../g) ?? [], (b) => parseInt(b, 16))));
    const signature = parseSignature(await account.signTypedData({ ...typed, message: { ...typed.message, timestamp: BigInt(typed.message.timestamp) } }));
    return { ...body, timestamp: sign.timestamp, r: signature.r, s: signature.s, v: Number(signature.v) };
  };
  return { account, session, perp, wallet, transfer, evmAvailable, signedWithdraw };
}

describe.each(['bsc', 'eth'] as const)('wallet perps on chain: %s', (chain) => {
  const units = (amount: string) => parseUnits(amount, PERP_TOKENS[chain].decimals);

  it('deposit: sign_data funds the wallet (gas and USDT in the chain decimals); approve and deposit move its on-chain USDT into the vault and the perp account', async () => {
    const user = await walletOn(chain);
    const info = (await sim.call('perpDepositSignData', user.transfer('40'), user.session.access_token, user.perp)).body.data as { contract_address: Address; account_id: Hex; broker_hash: Hex; token_hash: Hex };
    expect(info.contract_address).toBe(PERP_VAULTS[chain]);
    expect(BigInt((await chainRpc(chain, 'eth_getBalance', [user.account.address, 'latest'])) as string)).toBe(chain === 'eth' ? FAUCET.nativeWei : parseEther(WALLET_FAUCET.native.bsc));
    expect(await usdtOnChain(chain, user.account.address)).toBe(units(WALLET_FAUCET.usdt));
    const vaultBefore = await usdtOnChain(chain, info.contract_address);
    const before = await user.evmAvailable();
    await user.wallet.writeContract({ address: PERP_TOKENS[chain].address as Address, abi: ARTIFACTS.TestUSDT.abi, functionName: 'approve', args: [info.contract_address, maxUint256] });
    const fee = (await sim.call('perpDepositFee', user.transfer('40'), user.session.access_token, user.perp)).body.data as { deposit_fee: string };
    expect(BigInt(fee.deposit_fee)).toBe(PERP_DEPOSIT_FEE_WEI[chain]);
    const hash = await user.wallet.writeContract({ address: info.contract_address, abi: ARTIFACTS.PerpVault.abi, functionName: 'deposit', args: [{ accountId: info.account_id, brokerHash: info.broker_hash, tokenHash: info.token_hash, tokenAmount: units('40') }], value: BigInt(fee.deposit_fee) });
    expect((await sim.call('perpDepositPostProcess', { ...user.transfer('40'), txn_hash: hash }, user.session.access_token, user.perp)).status).toBe(200);
    expect(await user.evmAvailable()).toBe(before + 40);
    expect(await usdtOnChain(chain, user.account.address)).toBe(units(WALLET_FAUCET.usdt) - units('40'));
    expect(await usdtOnChain(chain, info.contract_address)).toBe(vaultBefore + units('40'));
  });

  it('withdraw: the signed withdraw is paid by the vault with a real transaction (amount less the fee) whose hash and page it answers', async () => {
    const user = await walletOn(chain);
    const before = await usdtOnChain(chain, user.account.address);
    const done = await sim.call('perpWithdraw', await user.signedWithdraw('20'), user.session.access_token, user.perp);
    expect(done.status).toBe(200);
    const result = done.body.data as { tx_hash: Hex; tx_url: string; fee: string; available: string };
    const receipt = (await chainRpc(chain, 'eth_getTransactionReceipt', [result.tx_hash])) as { status: string; to: string };
    expect(receipt).toMatchObject({ status: '0x1', to: PERP_VAULTS[chain].toLowerCase() });
    expect(await usdtOnChain(chain, user.account.address)).toBe(before + units('20') - units(result.fee));
    expect(result.tx_url).toMatch(new RegExp(`/tx/${chain}/${result.tx_hash}$`));
    expect(await user.evmAvailable()).toBe(1000 - 20);
  });

  it('a replayed or tampered withdraw pays nothing: 407009, the chain and the perp account unchanged', async () => {
    const user = await walletOn(chain);
    const signed = await user.signedWithdraw('15');
    const before = await usdtOnChain(chain, user.account.address);
    expect((await sim.call('perpWithdraw', { ...signed, token_amount: '150' }, user.session.access_token, user.perp)).body.code).toBe(407009);
    expect(await usdtOnChain(chain, user.account.address)).toBe(before);
    expect((await sim.call('perpWithdraw', signed, user.session.access_token, user.perp)).status).toBe(200);
    const paid = await usdtOnChain(chain, user.account.address);
    expect(paid).toBe(before + units('15') - units(PERP_RULES.fees[chain]));
    // The same signature again (no idempotency key): refused, nothing paid twice.
    expect((await sim.call('perpWithdraw', signed, user.session.access_token, user.perp)).body.code).toBe(407009);
    expect(await usdtOnChain(chain, user.account.address)).toBe(paid);
    expect(await user.evmAvailable()).toBe(1000 - 15);
  });

  it('convert is refused for a wallet login (its USDT is on its chain: it deposits)', async () => {
    const user = await walletOn(chain);
    expect((await sim.call('perpConvert', user.transfer('10'), user.session.access_token, user.perp)).body.code).toBe(407009);
    expect(await user.evmAvailable()).toBe(1000);
  });
});
