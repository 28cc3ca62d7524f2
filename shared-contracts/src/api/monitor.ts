// The `monitor` group's request and response schemas: a chunk of its own, loaded with the group's first
// call (load.ts). Method, path, auth and retry of each endpoint are in meta.ts.
import { z } from 'zod/mini';
import { ACCOUNT } from '../constants';
import { chainKeySchema } from '../chains';
import { defineEndpoint, numeric } from './endpoint';

/**
 * Wallet monitor (spec 2 §7, all bearer). Every user has a default group (created on first use);
 * the hidden group id 'system' never appears in lists. Names are trimmed, at most 30 characters;
 * descriptions at most 200. A wallet is followed per group; `notify` turns its alerts on.
 */

const groupId = z.string().check(z.minLength(1), z.maxLength(64));
const address = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const name = z.string().check(z.trim(), z.minLength(1, 'name is required'), z.maxLength(ACCOUNT.nameMaxLength));
const description = z._default(z.string().check(z.trim(), z.maxLength(ACCOUNT.descriptionMaxLength)), '');
const imgUrl = z._default(z.string().check(z.maxLength(2048)), '');

export const walletGroupSchema = z.object({
  wallet_group_id: z.string(),
  name: z.string(),
  description: z.string(),
  img_url: z.string(),
  is_default: z.boolean(),
  wallet_count: z.number().check(z.int()),
});
export type WalletGroup = z.infer<typeof walletGroupSchema>;

export const smartWalletSchema = z.object({
  wallet_address: z.string(),
  address_avatar: z.string(),
  remark: z.string(),
  wallet_group_id: z.string(),
  notify: z.boolean(),
  wallet_name: z.string(),
  chain: chainKeySchema,
  tags: z.array(z.string()),
  /** ms */
  created_at: z.number().check(z.int()),
});
export type SmartWallet = z.infer<typeof smartWalletSchema>;

const list = <T extends z.ZodMiniType>(item: T) => z.object({ list: z.array(item), total: z.number().check(z.int()) });

/** GET /wallet_monitor/group/list */
export const groupList = defineEndpoint('groupList', { request: z.object({}), response: list(walletGroupSchema) });
/** POST /wallet_monitor/group/create {name, description, img_url} */
export const groupCreate = defineEndpoint('groupCreate', { request: z.object({ name, description, img_url: imgUrl }), response: walletGroupSchema });
/** POST /wallet_monitor/group/edit {wallet_group_id, name, description, img_url} */
export const groupEdit = defineEndpoint('groupEdit', {
  request: z.object({ wallet_group_id: groupId, name, description, img_url: imgUrl }),
  response: walletGroupSchema,
});
/** POST /wallet_monitor/group/del {wallet_group_id}: the default group cannot be deleted (400). */
export const groupDelete = defineEndpoint('groupDelete', { request: z.object({ wallet_group_id: groupId }), response: z.object({ deleted: z.literal(true) }) });
/** POST /wallet_monitor/group/clear {wallet_group_id}: removes every wallet of the group. */
export const groupClear = defineEndpoint('groupClear', { request: z.object({ wallet_group_id: groupId }), response: z.object({ removed: z.number().check(z.int()) }) });

/** POST /wallet_monitor/group/smart/create: follow a wallet in a group (default group when absent). */
export const smartCreate = defineEndpoint('smartCreate', {
  request: z.object({ wallet_address: address, wallet_group_id: z.optional(groupId), remark: z._default(z.string().check(z.trim(), z.maxLength(ACCOUNT.nameMaxLength)), ''), address_avatar: z.optional(z.string().check(z.maxLength(2048))), chain: z.optional(chainKeySchema), data: z.optional(z.unknown()) }),
  response: smartWalletSchema,
});
/** GET /wallet_monitor/group/smart/list {group_id, page, page_size, search, to_wallet_group_id}: to_wallet_group_id excludes wallets already in that group. */
export const smartList = defineEndpoint('smartList', {
  request: z.object({ group_id: z.optional(groupId), page: z._default(z.coerce.number().check(z.int(), z.positive()), 1), page_size: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(100)), 20), search: z.optional(z.string().check(z.maxLength(100))), to_wallet_group_id: z.optional(groupId) }),
  response: list(smartWalletSchema),
});
export const remarkSchema = z.object({ wallet_address: z.string(), remark: z.string() });
/** GET /wallet_monitor/group/smart/remark_list: remarks of followed wallets. */
export const smartRemarkList = defineEndpoint('smartRemarkList', { request: z.object({}), response: list(remarkSchema) });
/** POST /wallet_monitor/group/smart/del {wallet_address, wallet_group_id} */
export const smartDelete = defineEndpoint('smartDelete', { request: z.object({ wallet_address: address, wallet_group_id: groupId }), response: z.object({ deleted: z.literal(true) }) });
/** POST /wallet_monitor/group/smart/edit {wallet_address, notify, wallet_name}: applies to every group holding the wallet. */
export const smartEdit = defineEndpoint('smartEdit', {
  request: z.object({ wallet_address: address, notify: z.optional(z.coerce.boolean()), wallet_name: z.optional(z.string().check(z.trim(), z.maxLength(ACCOUNT.nameMaxLength))) }),
  response: z.object({ updated: z.number().check(z.int()) }),
});
/** POST /wallet_monitor/group/smart/import {wallet_group_id, wallets: [{wallet_address, remark}]}: at most 500; duplicates skipped. */
export const smartImport = defineEndpoint('smartImport', {
  request: z.object({ wallet_group_id: z.optional(groupId), wallets: z.array(z.object({ wallet_address: address, remark: z._default(z.string().check(z.trim(), z.maxLength(ACCOUNT.nameMaxLength)), '') })).check(z.minLength(1), z.maxLength(500)) }),
  response: z.object({ imported: z.number().check(z.int()), skipped: z.number().check(z.int()) }),
});
/** GET /wallet_monitor/group/smart/wallet_list: every followed wallet (data.wallet_list). */
export const smartWalletList = defineEndpoint('smartWalletList', { request: z.object({}), response: z.object({ wallet_list: z.array(smartWalletSchema) }) });

/**
 * POST /wallet_monitor/group/upload (multipart form, field `file`): a group avatar. Under 2 MB,
 * png/jpg/jpeg/webp by extension and by content; returns the served path.
 */
export const groupUpload = defineEndpoint('groupUpload', {
  request: z.object({ file: z.object({ name: z.string().check(z.minLength(1), z.maxLength(200)), type: z.string().check(z.maxLength(100)), size: z.number().check(z.int(), z.nonnegative()), base64: z.string() }) }),
  response: z.object({ path: z.string() }),
});

/** A trade of a followed wallet (spec 3 §3 "followed-wallet trade"), long field names on REST. */
export const followTradeSchema = z.object({
  chain: chainKeySchema,
  wallet_address: z.string(),
  wallet_name: z.string(),
  avatar: z.string(),
  token_address: z.string(),
  token_name: z.string(),
  token_symbol: z.string(),
  token_logo: z.string(),
  /** Seconds. */
  token_create_time: z.number().check(z.int()),
  platform: z.string(),
  market_cap: numeric,
  side: z.enum(['buy', 'sell']),
  token_in: z.string(),
  token_out: z.string(),
  amount_in: numeric,
  amount_out: numeric,
  volume_usd: numeric,
  decimals: z.number().check(z.int()),
  tx_hash: z.string(),
  /** ms */
  event_time: z.number().check(z.int()),
  current_price: numeric,
});
export type FollowTrade = z.infer<typeof followTradeSchema>;

/** GET /wallet_monitor/follow_wallet_trade_list {side, market_cap_min, market_cap_max, amount (min USD)}: the 100 newest. */
export const followWalletTradeList = defineEndpoint('followWalletTradeList', {
  request: z.object({ side: z.optional(z.enum(['buy', 'sell'])), market_cap_min: z.optional(z.coerce.number()), market_cap_max: z.optional(z.coerce.number()), amount: z.optional(z.coerce.number()), chain: z.optional(chainKeySchema) }),
  response: z.object({ list: z.array(followTradeSchema) }),
});

/** GET /token/smart_wallet_trade_event {token, chain, start_time, end_time (seconds; default the last 24 h)}: followed-wallet trades of one token. */
export const smartWalletTradeEvent = defineEndpoint('smartWalletTradeEvent', {
  request: z.object({ token: z.string().check(z.minLength(1), z.maxLength(100)), chain: chainKeySchema, start_time: z.optional(z.coerce.number().check(z.int())), end_time: z.optional(z.coerce.number().check(z.int())) }),
  response: z.object({ list: z.array(followTradeSchema) }),
});

/** Wallet info (spec 2 §3). */
export const walletInfoSchema = z.object({
  wallet_address: z.string(),
  remark: z.string(),
  is_remark: z.boolean(),
  is_smart_address: z.boolean(),
  avatar: z.string(),
  tags: z.array(z.string()),
  group_info_list: z.array(z.object({ wallet_group_id: z.string(), wallet_group_name: z.string(), is_default: z.boolean(), exists: z.boolean() })),
});

/** GET /wallet_monitor/wallet/info/detail {wallet_address} */
export const walletInfoDetail = defineEndpoint('walletInfoDetail', { request: z.object({ wallet_address: address }), response: walletInfoSchema });
/** GET /wallet_monitor/wallet/info/sorted_remark_list: the user's remarks sorted by remark. */
export const sortedRemarkList = defineEndpoint('sortedRemarkList', { request: z.object({}), response: list(remarkSchema) });
/** POST /wallet_monitor/wallet/info/add_remark {wallet_address, remark}: an empty remark removes it. */
export const addRemark = defineEndpoint('addRemark', {
  request: z.object({ wallet_address: address, remark: z.string().check(z.trim(), z.maxLength(ACCOUNT.nameMaxLength)) }),
  response: remarkSchema,
});

/** GET /wallet/heat_map {wallet_address}: one point per active day of the last 24 weeks (timestamp = day start, seconds). */
export const walletHeatMap = defineEndpoint('walletHeatMap', {
  request: z.object({ wallet_address: address }),
  response: z.object({ list: z.array(z.object({ timestamp: z.number().check(z.int()), count: z.number().check(z.int()), amount: numeric })) }),
});
