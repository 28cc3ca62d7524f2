import type { LoginResult, SmartWallet, WalletGroup } from '@nova/shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertAmountText } from '../monitor';
import { pngBytes, signUp, testSim, uploadFile } from '../../testing/sim';
import type { TestSim } from '../../testing/sim';

let sim: TestSim;
let session: LoginResult;
const call = (name: Parameters<TestSim['call']>[0], body: Record<string, unknown> = {}) => sim.call(name, body, session.access_token);
const groups = async () => ((await call('groupList')).body.data as { list: WalletGroup[] }).list;

beforeEach(async () => {
  sim = await testSim();
  session = await signUp(sim, 'watcher@nova.test');
});

describe('wallet monitor groups', () => {
  it('starts with an undeletable default group and creates, edits and deletes others', async () => {
    const [first] = await groups();
    expect(first).toMatchObject({ name: 'Default', is_default: true, wallet_count: 0 });
    expect((await call('groupDelete', { wallet_group_id: first?.wallet_group_id })).status).toBe(400);
    const created = (await call('groupCreate', { name: '  Snipers  ', description: 'x'.repeat(200) })).body.data as WalletGroup;
    expect(created.name).toBe('Snipers');
    expect((await call('groupCreate', { name: 'x'.repeat(31) })).status).toBe(400);
    expect((await call('groupCreate', { name: 'ok', description: 'x'.repeat(201) })).status).toBe(400);
    await call('groupEdit', { wallet_group_id: created.wallet_group_id, name: 'Snipers 2', description: '' });
    expect((await groups()).map((g) => g.name)).toEqual(['Default', 'Snipers 2']);
    await call('groupDelete', { wallet_group_id: created.wallet_group_id });
    expect((await groups()).map((g) => g.name)).toEqual(['Default']);
  });

  it('follows, imports without duplicates, excludes wallets already in a target group, and clears', async () => {
    const wallets = sim.engine.market.wallets.slice(0, 5);
    const target = (await call('groupCreate', { name: 'Target' })).body.data as WalletGroup;
    await call('smartCreate', { wallet_address: wallets[0]?.sol, wallet_group_id: target.wallet_group_id });
    const imported = (await call('smartImport', { wallets: wallets.map((w) => ({ wallet_address: w.sol, remark: w.name })).concat([{ wallet_address: wallets[1]?.sol ?? '', remark: '' }]) })).body.data;
    expect(imported).toEqual({ imported: 5, skipped: 1 });
    const movable = (await call('smartList', { to_wallet_group_id: target.wallet_group_id })).body.data as { list: SmartWallet[]; total: number };
    expect(movable.total).toBe(4);
    expect(movable.list.map((w) => w.wallet_address)).not.toContain(wallets[0]?.sol);
    const [defaultGroup] = await groups();
    expect((await call('groupClear', { wallet_group_id: defaultGroup?.wallet_group_id })).body.data).toEqual({ removed: 5 });
    expect(((await call('smartWalletList')).body.data as { wallet_list: SmartWallet[] }).wallet_list).toHaveLength(1);
  });

  it('keeps remarks sorted and shows group membership in wallet info', async () => {
    const [a, b] = sim.engine.market.wallets;
    await call('addRemark', { wallet_address: a?.sol, remark: 'zeta' });
    await call('addRemark', { wallet_address: b?.evm, remark: 'alpha' });
    expect(((await call('sortedRemarkList')).body.data as { list: Array<{ remark: string }> }).list.map((r) => r.remark)).toEqual(['alpha', 'zeta']);
    await call('smartCreate', { wallet_address: a?.sol });
    const info = (await call('walletInfoDetail', { wallet_address: a?.sol })).body.data as { remark: string; group_info_list: Array<{ exists: boolean }> };
    expect(info.remark).toBe('zeta');
    expect(info.group_info_list.map((g) => g.exists)).toEqual([true]);
  });

  it('one name per wallet: Track without a name takes the remark, and a later remark renames the tracked rows', async () => {
    const [a] = sim.engine.market.wallets;
    await call('addRemark', { wallet_address: a?.sol, remark: 'Busy whale' });
    const tracked = (await call('smartCreate', { wallet_address: a?.sol })).body.data as SmartWallet;
    expect([tracked.remark, tracked.wallet_name]).toEqual(['Busy whale', 'Busy whale']);
    await call('addRemark', { wallet_address: a?.sol, remark: 'Sleepy whale' });
    const row = ((await call('smartList', {})).body.data as { list: SmartWallet[] }).list.find((w) => w.wallet_address === a?.sol);
    expect([row?.remark, row?.wallet_name]).toEqual(['Sleepy whale', 'Sleepy whale']);
    await call('addRemark', { wallet_address: a?.sol, remark: '' });
    const cleared = ((await call('smartList', {})).body.data as { list: SmartWallet[] }).list.find((w) => w.wallet_address === a?.sol);
    expect([cleared?.remark, cleared?.wallet_name]).toEqual(['', a?.name]);
  });

  it('accepts png/jpg/webp avatars under 2 MB, checked by content, and serves them', async () => {
    const ok = await uploadFile(sim, session.access_token, 'me.png', 'image/png', pngBytes());
    const path = new URL((ok.body.data as { path: string }).path).pathname;
    expect((await sim.engine.handle({ method: 'GET', path })).contentType).toBe('image/png');
    expect((await uploadFile(sim, session.access_token, 'big.png', 'image/png', pngBytes(2 * 1024 * 1024 + 1))).status).toBe(413);
    expect((await uploadFile(sim, session.access_token, 'edge.png', 'image/png', pngBytes(2 * 1024 * 1024))).status).toBe(413);
    expect((await uploadFile(sim, session.access_token, 'under.png', 'image/png', pngBytes(2 * 1024 * 1024 - 1))).status).toBe(200);
    expect((await uploadFile(sim, session.access_token, 'fake.png', 'image/png', new TextEncoder().encode('<svg></svg>'))).status).toBe(415);
    expect((await uploadFile(sim, session.access_token, 'me.gif', 'image/gif', pngBytes())).status).toBe(415);
  });
});

describe('followed-wallet trades', () => {
  it('pushes trades of followed wallets and alerts only for wallets with notify on', async () => {
    const received: Array<{ channel?: string; data?: { w?: string; walletAddress?: string } }> = [];
    const connection = sim.engine.hub.open({ send: (text) => received.push(JSON.parse(text)), close: () => undefined });
    connection.receive(JSON.stringify({ id: '1', action: 'subscribe', channel: 'follow_wallet_info', data: {}, access_token: session.access_token }));
    connection.receive(JSON.stringify({ id: '2', action: 'subscribe', channel: 'follow_wallet_alert_info', data: { chain: 'solana' }, access_token: session.access_token }));
    const wallets = sim.engine.market.wallets.slice(0, 100);
    await call('smartImport', { wallets: wallets.map((w) => ({ wallet_address: w.sol, remark: '' })) });
    const muted = wallets.slice(0, 50).map((w) => w.sol);
    for (const address of muted) await call('smartEdit', { wallet_address: address, notify: false });
    sim.clock.advance(90_000);
    await sim.engine.tick();
    const follows = received.filter((m) => m.channel === 'follow_wallet_info').map((m) => m.data?.w);
    const alerts = received.filter((m) => m.channel === 'follow_wallet_alert_info').map((m) => m.data?.walletAddress);
    expect(follows.length).toBeGreaterThan(0);
    expect(follows.every((w) => wallets.some((x) => x.sol === w))).toBe(true);
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts.some((w) => muted.includes(w ?? ''))).toBe(false);
    const list = ((await call('followWalletTradeList', { side: 'buy' })).body.data as { list: Array<{ side: string; event_time: number }> }).list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((t) => t.side === 'buy')).toBe(true);
    // The trades carry the name the user gave the wallet, as the followed-wallet list does.
    const named = (list[0] as unknown as { wallet_address: string }).wallet_address;
    await call('addRemark', { wallet_address: named, remark: 'Named one' });
    const again = ((await call('followWalletTradeList', { side: 'buy' })).body.data as { list: Array<{ wallet_address: string; wallet_name: string }> }).list;
    expect(again.filter((t) => t.wallet_address === named).map((t) => t.wallet_name)).toEqual(again.filter((t) => t.wallet_address === named).map(() => 'Named one'));
    expect(again.some((t) => t.wallet_address === named)).toBe(true);
  });
});

describe('alert amount text', () => {
  it('writes dollars with 2 decimals below 1,000 and one decimal with K, M or B above', () => {
    expect([alertAmountText(86.093378), alertAmountText(0.5), alertAmountText(1234.5), alertAmountText(3_456_789), alertAmountText(2e9)]).toEqual(['$86.09', '$0.50', '$1.2K', '$3.4M', '$2.0B']);
  });
});
