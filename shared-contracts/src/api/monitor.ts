// The `monitor` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts), with each endpoint's method, path and retry; its auth is in meta.ts.
import * as v from 'valibot';
import { ACCOUNT } from '../constants';
import { chainKeySchema } from '../chains';
import { coerceBoolean, coerceNumber, int } from '../schema';
import { defineEndpoint, numeric } from './endpoint';

/**
 * Wallet monitor (spec 2 §7, all bearer). Every user has a default group (created on first use);
 * the hidden group id 'system' never appears in lists. Names are trimmed, at most 30 characters;
 * descriptions at most 200. A wallet is followed per group; `notify` turns its alerts on.
 */

const groupId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const address = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100));
const name = v.pipe(v.string(), v.trim(), v.minLength(1, 'name is required'), v.maxLength(ACCOUNT.nameMaxLength));
const description = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(ACCOUNT.descriptionMaxLength)), '');
const imgUrl = v.optional(v.pipe(v.string(), v.maxLength(2048)), '');

export const walletGroupSchema = v.object({
  wallet_group_id: v.string(),
  name: v.string(),
  description: v.string(),
  img_url: v.string(),
  is_default: v.boolean(),
  wallet_count: int(),
});
export type WalletGroup = v.InferOutput<typeof walletGroupSchema>;

export const smartWalletSchema = v.object({
  wallet_address: v.string(),
  address_avatar: v.string(),
  remark: v.string(),
  wallet_group_id: v.string(),
  notify: v.boolean(),
  wallet_name: v.string(),
  chain: chainKeySchema,
  tags: v.array(v.string()),
  /** ms */
  created_at: int(),
});
export type SmartWallet = v.InferOutput<typeof smartWalletSchema>;

const list = <T extends v.GenericSchema>(item: T) => v.object({ list: v.array(item), total: int() });

/** GET /wallet_monitor/group/list */
export const groupList = defineEndpoint('groupList', { method: 'GET', path: '/wallet_monitor/group/list', retry: true, request: v.object({}), response: list(walletGroupSchema) });
/** POST /wallet_monitor/group/create {name, description, img_url} */
export const groupCreate = defineEndpoint('groupCreate', { method: 'POST', path: '/wallet_monitor/group/create', retry: false, request: v.object({ name, description, img_url: imgUrl }), response: walletGroupSchema });
/** POST /wallet_monitor/group/edit {wallet_group_id, name, description, img_url} */
export const groupEdit = defineEndpoint('groupEdit', {
  method: 'POST', path: '/wallet_monitor/group/edit', retry: false,
  request: v.object({ wallet_group_id: groupId, name, description, img_url: imgUrl }),
  response: walletGroupSchema,
});
/** POST /wallet_monitor/group/del {wallet_group_id}: the default group cannot be deleted (400). */
export const groupDelete = defineEndpoint('groupDelete', { method: 'POST', path: '/wallet_monitor/group/del', retry: false, request: v.object({ wallet_group_id: groupId }), response: v.object({ deleted: v.literal(true) }) });
/** POST /wallet_monitor/group/clear {wallet_group_id}: removes every wallet of the group. */
export const groupClear = defineEndpoint('groupClear', { method: 'POST', path: '/wallet_monitor/group/clear', retry: false, request: v.object({ wallet_group_id: groupId }), response: v.object({ removed: int() }) });

/** POST /wallet_monitor/group/smart/create: follow a wallet in a group (default group when absent). */
export const smartCreate = defineEndpoint('smartCreate', {
  method: 'POST', path: '/wallet_monitor/group/smart/create', retry: false,
  request: v.object({ wallet_address: address, wallet_group_id: v.optional(groupId), remark: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(ACCOUNT.nameMaxLength)), ''), address_avatar: v.optional(v.pipe(v.string(), v.maxLength(2048))), chain: v.optional(chainKeySchema), data: v.optional(v.unknown()) }),
  response: smartWalletSchema,
});
/** GET /wallet_monitor/group/smart/list {group_id, page, page_size, search, to_wallet_group_id}: to_wallet_group_id excludes wallets already in that group. */
export const smartList = defineEndpoint('smartList', {
  method: 'GET', path: '/wallet_monitor/group/smart/list', retry: true,
  request: v.object({ group_id: v.optional(groupId), page: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0)), 1), page_size: v.optional(v.pipe(coerceNumber(), v.safeInteger(), v.gtValue(0), v.maxValue(100)), 20), search: v.optional(v.pipe(v.string(), v.maxLength(100))), to_wallet_group_id: v.optional(groupId) }),
  response: list(smartWalletSchema),
});
export const remarkSchema = v.object({ wallet_address: v.string(), remark: v.string() });
/** GET /wallet_monitor/group/smart/remark_list: remarks of followed wallets. */
export const smartRemarkList = defineEndpoint('smartRemarkList', { method: 'GET', path: '/wallet_monitor/group/smart/remark_list', retry: true, request: v.object({}), response: list(remarkSchema) });
/** POST /wallet_monitor/group/smart/del {wallet_address, wallet_group_id} */
export const smartDelete = defineEndpoint('smartDelete', { method: 'POST', path: '/wallet_monitor/group/smart/del', retry: false, request: v.object({ wallet_address: address, wallet_group_id: groupId }), response: v.object({ deleted: v.literal(true) }) });
/** POST /wallet_monitor/group/smart/edit {wallet_address, notify, wallet_name}: applies to every group holding the wallet. */
export const smartEdit = defineEndpoint('smartEdit', {
  method: 'POST', path: '/wallet_monitor/group/smart/edit', retry: false,
  request: v.object({ wallet_address: address, notify: v.optional(coerceBoolean()), wallet_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(ACCOUNT.nameMaxLength))) }),
  response: v.object({ updated: int() }),
});
/** POST /wallet_monitor/group/smart/import {wallet_group_id, wallets: [{wallet_address, remark}]}: at most 500; duplicates skipped. */
export const smartImport = defineEndpoint('smartImport', {
  method: 'POST', path: '/wallet_monitor/group/smart/import', retry: false,
  request: v.object({ wallet_group_id: v.optional(groupId), wallets: v.pipe(v.array(v.object({ wallet_address: address, remark: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(ACCOUNT.nameMaxLength)), '') })), v.minLength(1), v.maxLength(500)) }),
  response: v.object({ imported: int(), skipped: int() }),
});
/** GET /wallet_monitor/group/smart/wallet_list: every followed wallet (data.wallet_list). */
export const smartWalletList = defineEndpoint('smartWalletList', { method: 'GET', path: '/wallet_monitor/group/smart/wallet_list', retry: true, request: v.object({}), response: v.object({ wallet_list: v.array(smartWalletSchema) }) });

/**
 * POST /wallet_monitor/group/upload (multipart form, field `file`): a group avatar. Under 2 MB,
 * png/jpg/jpeg/webp by extension and by content; returns the served path.
 */
export const groupUpload = defineEndpoint('groupUpload', {
  method: 'POST', path: '/wallet_monitor/group/upload', retry: false, body: 'multipart',
  request: v.object({ file: v.object({ name: v.pipe(v.string(), v.minLength(1), v.maxLength(200)), type: v.pipe(v.string(), v.maxLength(100)), size: v.pipe(v.number(), v.safeInteger(), v.minValue(0)), base64: v.string() }) }),
  response: v.object({ path: v.string() }),
});

/** A trade of a followed wallet (spec 3 §3 "followed-wallet trade"), long field names on REST. */
export const followTradeSchema = v.object({
  chain: chainKeySchema,
  wallet_address: v.string(),
  wallet_name: v.string(),
  avatar: v.string(),
  token_address: v.string(),
  token_name: v.string(),
  token_symbol: v.string(),
  token_logo: v.string(),
  /** Seconds. */
  token_create_time: int(),
  platform: v.string(),
  market_cap: numeric,
  side: v.picklist(['buy', 'sell']),
  token_in: v.string(),
  token_out: v.string(),
  amount_in: numeric,
  amount_out: numeric,
  volume_usd: numeric,
  decimals: int(),
  tx_hash: v.string(),
  /** ms */
  event_time: int(),
  current_price: numeric,
});
export type FollowTrade = v.InferOutput<typeof followTradeSchema>;

/** GET /wallet_monitor/follow_wallet_trade_list {side, market_cap_min, market_cap_max, amount (min USD)}: the 100 newest. */
export const followWalletTradeList = defineEndpoint('followWalletTradeList', {
  method: 'GET', path: '/wallet_monitor/follow_wallet_trade_list', retry: true,
  request: v.object({ side: v.optional(v.picklist(['buy', 'sell'])), market_cap_min: v.optional(coerceNumber()), market_cap_max: v.optional(coerceNumber()), amount: v.optional(coerceNumber()), chain: v.optional(chainKeySchema) }),
  response: v.object({ list: v.array(followTradeSchema) }),
});

/** GET /token/smart_wallet_trade_event {token, chain, start_time, end_time (seconds; default the last 24 h)}: followed-wallet trades of one token. */
export const smartWalletTradeEvent = defineEndpoint('smartWalletTradeEvent', {
  method: 'GET', path: '/token/smart_wallet_trade_event', retry: true,
  request: v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(100)), chain: chainKeySchema, start_time: v.optional(v.pipe(coerceNumber(), v.safeInteger())), end_time: v.optional(v.pipe(coerceNumber(), v.safeInteger())) }),
  response: v.object({ list: v.array(followTradeSchema) }),
});

/** Wallet info (spec 2 §3). */
export const walletInfoSchema = v.object({
  wallet_address: v.string(),
  remark: v.string(),
  is_remark: v.boolean(),
  is_smart_address: v.boolean(),
  avatar: v.string(),
  tags: v.array(v.string()),
  group_info_list: v.array(v.object({ wallet_group_id: v.string(), wallet_group_name: v.string(), is_default: v.boolean(), exists: v.boolean() })),
});

/** GET /wallet_monitor/wallet/info/detail {wallet_address} */
export const walletInfoDetail = defineEndpoint('walletInfoDetail', { method: 'GET', path: '/wallet_monitor/wallet/info/detail', retry: true, request: v.object({ wallet_address: address }), response: walletInfoSchema });
/** GET /wallet_monitor/wallet/info/sorted_remark_list: the user's remarks sorted by remark. */
export const sortedRemarkList = defineEndpoint('sortedRemarkList', { method: 'GET', path: '/wallet_monitor/wallet/info/sorted_remark_list', retry: true, request: v.object({}), response: list(remarkSchema) });
/** POST /wallet_monitor/wallet/info/add_remark {wallet_address, remark}: an empty remark removes it. */
export const addRemark = defineEndpoint('addRemark', {
  method: 'POST', path: '/wallet_monitor/wallet/info/add_remark', retry: false,
  request: v.object({ wallet_address: address, remark: v.pipe(v.string(), v.trim(), v.maxLength(ACCOUNT.nameMaxLength)) }),
  response: remarkSchema,
});

/** GET /wallet/heat_map {wallet_address}: one point per active day of the last 24 weeks (timestamp = day start, seconds). */
export const walletHeatMap = defineEndpoint('walletHeatMap', {
  method: 'GET', path: '/wallet/heat_map', retry: true,
  request: v.object({ wallet_address: address }),
  response: v.object({ list: v.array(v.object({ timestamp: int(), count: int(), amount: numeric })) }),
});
