import { ACCOUNT } from '@nova/shared-contracts';
import type { SmartWallet, WalletGroup } from '@nova/shared-contracts';
import { fromBase64, randomHex } from '../accounts/crypto';
import type { Handlers, RequestContext } from '../core';
import { requireUser } from '../core';
import { SimError } from '../errors';
import { chainOfAddress, normalizeAddress } from '../monitor';
import type { GroupRecord, SmartRecord } from '../state';

const SYSTEM_GROUP = 'system';

function ownGroup(ctx: RequestContext, groupId: string | undefined): GroupRecord {
  const user = requireUser(ctx);
  if (groupId === undefined) return ctx.core.monitor.defaultGroup(user.user_id, ctx.now);
  const group = ctx.core.state.groups.get(groupId);
  if (!group || group.user_id !== user.user_id || groupId === SYSTEM_GROUP) throw new SimError(404, 'no such group', 404);
  return group;
}

function members(ctx: RequestContext, groupId?: string): SmartRecord[] {
  const user = requireUser(ctx);
  return [...ctx.core.state.smart.values()].filter((r) => r.user_id === user.user_id && (groupId === undefined || r.wallet_group_id === groupId));
}

function groupView(ctx: RequestContext, group: GroupRecord): WalletGroup {
  return { wallet_group_id: group.wallet_group_id, name: group.name, description: group.description, img_url: group.img_url, is_default: group.is_default, wallet_count: members(ctx, group.wallet_group_id).length };
}

/** The user's followed wallets by address, with the name the user gave each (the market's name otherwise). */
function memberNames(ctx: RequestContext): Map<string, string> {
  const names = new Map<string, string>();
  for (const record of members(ctx)) if (!names.get(record.wallet_address)) names.set(record.wallet_address, record.wallet_name || record.remark);
  return names;
}

function smartView(ctx: RequestContext, record: SmartRecord): SmartWallet {
  const wallet = ctx.core.market.walletByAddr(record.wallet_address);
  const { user_id: _owner, ...rest } = record;
  return { ...rest, tags: wallet ? [...wallet.tags] : [] };
}

function follow(ctx: RequestContext, group: GroupRecord, address: string, remark: string, avatar?: string, chain?: SmartRecord['chain']): { record: SmartRecord; added: boolean } {
  const normalized = normalizeAddress(address);
  const id = `${group.wallet_group_id}|${normalized}`;
  const existing = ctx.core.state.smart.get(id);
  if (existing) return { record: existing, added: false };
  const sim = ctx.core.market.walletByAddr(normalized);
  // Tracked without a name (the profile's Track): the remark the user gave the wallet, if any.
  remark = remark.trim() || (ctx.core.state.remarks.get(`${group.user_id}|${normalized}`) ?? '');
  const record: SmartRecord = {
    user_id: group.user_id,
    wallet_group_id: group.wallet_group_id,
    wallet_address: normalized,
    chain: chainOfAddress(normalized, chain),
    remark,
    address_avatar: avatar ?? `${ctx.core.baseUrl}/icons/wallet/${normalized}.svg`,
    notify: true,
    // The name the user gave (import, Track) wins over the market's name for the wallet.
    wallet_name: remark.trim() || (sim?.name ?? ''),
    created_at: ctx.now,
  };
  ctx.core.state.smart.set(id, record);
  ctx.core.monitor.invalidate();
  return { record, added: true };
}

/** Magic bytes of the accepted avatar types. */
function imageKind(bytes: Uint8Array): 'png' | 'jpeg' | 'webp' | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (new TextDecoder().decode(bytes.subarray(0, 4)) === 'RIFF' && new TextDecoder().decode(bytes.subarray(8, 12)) === 'WEBP') return 'webp';
  return null;
}

export const monitorHandlers = {
  groupList: (ctx) => {
    const user = requireUser(ctx);
    ctx.core.monitor.defaultGroup(user.user_id, ctx.now);
    const groups = [...ctx.core.state.groups.values()].filter((g) => g.user_id === user.user_id && g.wallet_group_id !== SYSTEM_GROUP).sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.created_at - b.created_at);
    return { list: groups.map((g) => groupView(ctx, g)), total: groups.length };
  },
  groupCreate: (ctx, input) => {
    const user = requireUser(ctx);
    ctx.core.monitor.defaultGroup(user.user_id, ctx.now);
    const group: GroupRecord = { wallet_group_id: `g${randomHex(6)}`, user_id: user.user_id, name: input.name, description: input.description, img_url: input.img_url, is_default: false, created_at: ctx.now };
    ctx.core.state.groups.set(group.wallet_group_id, group);
    return groupView(ctx, group);
  },
  groupEdit: (ctx, input) => {
    const group = { ...ownGroup(ctx, input.wallet_group_id), name: input.name, description: input.description, img_url: input.img_url };
    ctx.core.state.groups.set(group.wallet_group_id, group);
    return groupView(ctx, group);
  },
  groupDelete: (ctx, input) => {
    const group = ownGroup(ctx, input.wallet_group_id);
    if (group.is_default) throw new SimError(400, 'the default group cannot be deleted');
    for (const record of members(ctx, group.wallet_group_id)) ctx.core.state.smart.delete(`${group.wallet_group_id}|${record.wallet_address}`);
    ctx.core.state.groups.delete(group.wallet_group_id);
    ctx.core.monitor.invalidate();
    return { deleted: true as const };
  },
  groupClear: (ctx, input) => {
    const group = ownGroup(ctx, input.wallet_group_id);
    const records = members(ctx, group.wallet_group_id);
    for (const record of records) ctx.core.state.smart.delete(`${group.wallet_group_id}|${record.wallet_address}`);
    ctx.core.monitor.invalidate();
    return { removed: records.length };
  },
  groupUpload: (ctx, input) => {
    const user = requireUser(ctx);
    const bytes = fromBase64(input.file.base64) ?? new Uint8Array();
    if (bytes.length >= ACCOUNT.avatarMaxBytes) throw new SimError(413, 'upload size limit: under 2 MB', 413);
    const extension = input.file.name.split('.').pop()?.toLowerCase() ?? '';
    const kind = imageKind(bytes);
    if (!(ACCOUNT.avatarTypes as readonly string[]).includes(extension) || !kind) throw new SimError(415, `accepted types: ${ACCOUNT.avatarTypes.join(', ')}`, 415);
    const id = `${randomHex(10)}.${kind === 'jpeg' ? 'jpg' : kind}`;
    ctx.core.state.uploads.set(id, { user_id: user.user_id, type: `image/${kind}`, base64: input.file.base64 });
    return { path: `${ctx.core.baseUrl}/uploads/${id}` };
  },
  smartCreate: (ctx, input) => smartView(ctx, follow(ctx, ownGroup(ctx, input.wallet_group_id), input.wallet_address, input.remark, input.address_avatar, input.chain).record),
  smartList: (ctx, input) => {
    const group = ownGroup(ctx, input.group_id);
    const excluded = input.to_wallet_group_id ? new Set(members(ctx, ownGroup(ctx, input.to_wallet_group_id).wallet_group_id).map((r) => r.wallet_address)) : new Set<string>();
    const search = input.search?.toLowerCase();
    const all = members(ctx, group.wallet_group_id)
      .filter((r) => !excluded.has(r.wallet_address) && (!search || r.wallet_address.toLowerCase().includes(search) || r.remark.toLowerCase().includes(search) || r.wallet_name.toLowerCase().includes(search)))
      .sort((a, b) => b.created_at - a.created_at || a.wallet_address.localeCompare(b.wallet_address));
    const start = (input.page - 1) * input.page_size;
    return { list: all.slice(start, start + input.page_size).map((r) => smartView(ctx, r)), total: all.length };
  },
  smartRemarkList: (ctx) => {
    const list = members(ctx).filter((r) => r.remark !== '').map((r) => ({ wallet_address: r.wallet_address, remark: r.remark }));
    return { list, total: list.length };
  },
  smartDelete: (ctx, input) => {
    const group = ownGroup(ctx, input.wallet_group_id);
    const id = `${group.wallet_group_id}|${normalizeAddress(input.wallet_address)}`;
    if (!ctx.core.state.smart.has(id)) throw new SimError(404, 'this wallet is not in the group', 404);
    ctx.core.state.smart.delete(id);
    ctx.core.monitor.invalidate();
    return { deleted: true as const };
  },
  smartEdit: (ctx, input) => {
    const address = normalizeAddress(input.wallet_address);
    const records = members(ctx).filter((r) => r.wallet_address === address);
    if (records.length === 0) throw new SimError(404, 'this wallet is not followed', 404);
    for (const record of records) {
      ctx.core.state.smart.set(`${record.wallet_group_id}|${address}`, { ...record, ...(input.notify !== undefined ? { notify: input.notify } : {}), ...(input.wallet_name !== undefined ? { wallet_name: input.wallet_name } : {}) });
    }
    ctx.core.monitor.invalidate();
    return { updated: records.length };
  },
  smartImport: (ctx, input) => {
    const group = ownGroup(ctx, input.wallet_group_id);
    let imported = 0;
    for (const wallet of input.wallets) if (follow(ctx, group, wallet.wallet_address, wallet.remark).added) imported++;
    return { imported, skipped: input.wallets.length - imported };
  },
  smartWalletList: (ctx) => {
    const seen = new Set<string>();
    const wallet_list = members(ctx)
      .filter((r) => !seen.has(r.wallet_address) && seen.add(r.wallet_address))
      .map((r) => smartView(ctx, r));
    return { wallet_list };
  },
  followWalletTradeList: (ctx, input) => {
    const names = memberNames(ctx);
    const trades = ctx.core.monitor.recentTrades(new Set(names.keys()), ctx.now - 86_400_000, (t) => !input.chain || t.def.chain === input.chain);
    const list = trades
      .map(({ token, trade }) => ctx.core.monitor.followTrade(token, trade, names.get(ctx.core.monitor.makerOf(token, trade).address) ?? ''))
      .filter((t) => (!input.side || t.side === input.side) && (input.market_cap_min === undefined || Number(t.market_cap) >= input.market_cap_min))
      .filter((t) => (input.market_cap_max === undefined || Number(t.market_cap) <= input.market_cap_max) && (input.amount === undefined || Number(t.volume_usd) >= input.amount))
      .slice(0, 100);
    return { list };
  },
  smartWalletTradeEvent: (ctx, input) => {
    const names = memberNames(ctx);
    const start = (input.start_time ?? Math.floor(ctx.now / 1000) - 86_400) * 1000;
    const end = (input.end_time ?? Math.floor(ctx.now / 1000)) * 1000;
    const trades = ctx.core.monitor.recentTrades(new Set(names.keys()), start, (t) => t.def.chain === input.chain && t.def.address === input.token);
    return { list: trades.filter(({ trade }) => trade.time <= end).map(({ token, trade }) => ctx.core.monitor.followTrade(token, trade, names.get(ctx.core.monitor.makerOf(token, trade).address) ?? '')) };
  },
  walletInfoDetail: (ctx, input) => {
    const user = requireUser(ctx);
    const address = normalizeAddress(input.wallet_address);
    ctx.core.monitor.defaultGroup(user.user_id, ctx.now);
    const remark = ctx.core.state.remarks.get(`${user.user_id}|${address}`) ?? '';
    const groups = [...ctx.core.state.groups.values()].filter((g) => g.user_id === user.user_id && g.wallet_group_id !== SYSTEM_GROUP);
    const sim = ctx.core.market.walletByAddr(address);
    return {
      wallet_address: address,
      remark,
      is_remark: remark !== '',
      is_smart_address: sim !== undefined && (sim.tags.includes('smart_money') || sim.tags.includes('kol')),
      avatar: `${ctx.core.baseUrl}/icons/wallet/${address}.svg`,
      tags: sim ? [...sim.tags] : [],
      group_info_list: groups.map((g) => ({ wallet_group_id: g.wallet_group_id, wallet_group_name: g.name, is_default: g.is_default, exists: ctx.core.state.smart.has(`${g.wallet_group_id}|${address}`) })),
    };
  },
  sortedRemarkList: (ctx) => {
    const user = requireUser(ctx);
    const prefix = `${user.user_id}|`;
    const list = [...ctx.core.state.remarks.entries()]
      .filter(([id]) => id.startsWith(prefix))
      .map(([id, remark]) => ({ wallet_address: id.slice(prefix.length), remark }))
      .sort((a, b) => a.remark.localeCompare(b.remark));
    return { list, total: list.length };
  },
  addRemark: (ctx, input) => {
    const user = requireUser(ctx);
    const address = normalizeAddress(input.wallet_address);
    const id = `${user.user_id}|${address}`;
    if (input.remark === '') ctx.core.state.remarks.delete(id);
    else ctx.core.state.remarks.set(id, input.remark);
    // One name per wallet for the user: the wallet's rows in their groups take the remark too.
    const name = input.remark || (ctx.core.market.walletByAddr(address)?.name ?? '');
    for (const [key, record] of [...ctx.core.state.smart.entries()]) {
      if (record.user_id === user.user_id && record.wallet_address === address) ctx.core.state.smart.set(key, { ...record, remark: input.remark, wallet_name: name });
    }
    ctx.core.monitor.invalidate();
    return { wallet_address: address, remark: input.remark };
  },
} satisfies Partial<Handlers>;
