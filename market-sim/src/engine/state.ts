import type { AuthMethod, ChainKey, WalletType } from '@nova/shared-contracts';
import { emptyHolding } from './ledger';
import type { Holding } from './ledger';
import { D } from './money';
import { Collection, Transaction, jsonCodec } from './store';
import type { Codec, Persistence } from './store';

export interface UserRecord {
  user_id: string;
  email?: string;
  password_hash?: string;
  password_salt?: string;
  auth_method: AuthMethod;
  wallet_type: WalletType;
  source_type?: number;
  sol_address?: string;
  evm_address?: string;
  /** Wallet logins: the family of the address they signed in with. */
  wallet_family?: 'evm' | 'solana';
  /** ms */
  created_at: number;
  frozen: boolean;
  invitation_code?: string;
  /** The referrer (bound invite code) and when. */
  referrer_id?: string;
  bound_at?: number;
}

export interface SessionRecord {
  id: string;
  user_id: string;
  access_token: string;
  access_exp: number;
  refresh_token: string;
  refresh_exp: number;
  revoked: boolean;
  /** The refresh token the last refresh spent, and when: its reuse within a short grace is a retry, not a theft. */
  previous_refresh_token?: string;
  rotated_at?: number;
  /** When this session last passed the security check (password or a fresh consent code): a withdrawal needs one within SECURITY_CHECK_MS. */
  verified_at?: number;
}

export interface PerpTokenRecord {
  user_id: string;
  family: 'sol' | 'evm';
  kind: 'access' | 'refresh';
  exp: number;
}

export interface LimitOrderRecord {
  order_id: string;
  user_id: string;
  /** ORDER_STATUS */
  status: number;
  side: 'buy' | 'sell';
  chain: ChainKey;
  base_token: string;
  quote_investment: string;
  target_price_usd: string;
  /** ORDER_TYPES: 0 limit, 3 trailing stop, 5 take-profit, 6 stop-loss */
  order_type: number;
  profit_loss_type?: string;
  wallet_address: string;
  created_at: number;
  /** Triggers when the price goes to or above the target (else to or below). */
  trigger_above: boolean;
  slippage: number;
  /** Auto slippage: sized by `autoSlippage` from the price impact when the order fires (`slippage` unused). */
  slippage_auto?: boolean;
  priority_fee: string;
  tip: string;
  /** Created with the simulated sell on: refused when it fires on a token that cannot be sold. */
  simulate?: boolean;
  triggered_at?: number;
  tx_hash?: string;
  error_code?: number;
  error_message?: string;
  /** The price that fired it (the trigger record). */
  checked_price_usd?: string;
  /** The fee its fill paid, native. */
  fee?: string;
  /** A trailing stop (trailing.ts): its distance below the peak, percent, and the best price since it was placed, USD. */
  trail_percent?: string;
  peak_price_usd?: string;
  /** A laddered exit's rung (ladder.ts): its plan, its place in it (1-based), the plan's rungs and the multiple it was given as. */
  plan_id?: string;
  plan_rung?: number;
  plan_rungs?: number;
  plan_multiple?: number;
}

export interface TradeRecord {
  id: string;
  user_id: string;
  chain: ChainKey;
  token_address: string;
  side: 'buy' | 'sell';
  amount: string;
  native_amount: string;
  price_usd: string;
  volume_usd: string;
  tx_hash: string;
  trade_timestamp: number;
  source: string;
  wallet_address: string;
  /** Network fee + priority fee + tip paid, native (absent on trades kept before fees were recorded). */
  fee?: string;
}

export interface GroupRecord {
  wallet_group_id: string;
  user_id: string;
  name: string;
  description: string;
  img_url: string;
  is_default: boolean;
  created_at: number;
}

export interface SmartRecord {
  user_id: string;
  wallet_group_id: string;
  wallet_address: string;
  chain: ChainKey;
  remark: string;
  address_avatar: string;
  notify: boolean;
  wallet_name: string;
  created_at: number;
}

export interface UploadRecord {
  user_id: string;
  type: string;
  base64: string;
}

export interface RebateRecord {
  id: string;
  /** The referrer who earns it. */
  user_id: string;
  invitee_id: string;
  volume_usd: string;
  fee_usd: string;
  rebate_usd: string;
  claim_id?: string;
  created_at: number;
}

export interface ClaimRecord {
  claim_id: string;
  user_id: string;
  amount_usd: string;
  created_at: number;
}

export interface WalletEventRecord {
  id: string;
  user_id: string;
  event: string;
  wallet_type: WalletType;
  chain: ChainKey;
  address: string;
  chain_id?: number;
  created_at: number;
}

export interface WatchRecord {
  user_id: string;
  chain: ChainKey;
  token_address: string;
  created_at: number;
}

/** A deposit to a custodial address, credited once (chain/deposits.ts). */
export interface DepositRecord {
  /** `${chain}|${tx_hash}|${log index, or 'native' for a value transfer}` */
  id: string;
  user_id: string;
  chain: ChainKey;
  /** The token address ('' for the native coin), as the balances key it. */
  token: string;
  /** Whole units (a decimal string). */
  amount: string;
  tx_hash: string;
  /** The sender (an EVM address in lower case). */
  from: string;
  /** The EVM block, or the Solana slot. */
  block_number: number;
  /** ms */
  credited_at: number;
}

/** A custodial withdrawal, recorded once its payout was mined (routes/custody.ts). */
export interface WithdrawalRecord {
  /** `${chain}|${tx_hash}` */
  id: string;
  user_id: string;
  chain: ChainKey;
  /** The token address ('' for the native coin), as the balances key it. */
  token: string;
  token_symbol: string;
  /** What left the wallet, whole units of the token (the network fee of a native withdrawal included). */
  amount: string;
  /** The network fee, in the native coin. */
  fee: string;
  /** The recipient. */
  to: string;
  tx_hash: string;
  /** ms */
  created_at: number;
}

/** What an idempotency key answered: the request it was for and its result (runOnce). */
export interface IdempotencyRecord {
  /** The validated request as JSON: a repeat with another body is refused. */
  request: string;
  result: unknown;
  /** ms */
  created_at: number;
}

const holdingCodec: Codec<Holding> = {
  encode: (h) => ({ ...h, amount: h.amount.toFixed(), cost: h.cost.toFixed(), buyAmount: h.buyAmount.toFixed(), buyUsd: h.buyUsd.toFixed(), sellAmount: h.sellAmount.toFixed(), sellUsd: h.sellUsd.toFixed(), realized: h.realized.toFixed() }),
  decode: (raw) => {
    const r = raw as Record<string, unknown>;
    const base = emptyHolding();
    return {
      ...base,
      amount: new D(String(r.amount)),
      cost: new D(String(r.cost)),
      buyAmount: new D(String(r.buyAmount)),
      buyUsd: new D(String(r.buyUsd)),
      sellAmount: new D(String(r.sellAmount)),
      sellUsd: new D(String(r.sellUsd)),
      realized: new D(String(r.realized)),
      buyCount: Number(r.buyCount),
      sellCount: Number(r.sellCount),
      lastTradeTime: Number(r.lastTradeTime),
      breakEvenDone: r.breakEvenDone === true,
    };
  },
};

/** Every durable collection of the engine, and the transaction they share. */
export class EngineState {
  readonly tx = new Transaction();
  readonly config = new Collection<unknown>('config', jsonCodec(), this.tx);
  readonly users = new Collection<UserRecord>('users', jsonCodec(), this.tx);
  readonly sessions = new Collection<SessionRecord>('sessions', jsonCodec(), this.tx);
  /** id `${user_id}|${chain}|${token}` (token '' for the native coin) -> decimal string. */
  readonly balances = new Collection<string>('balances', jsonCodec(), this.tx);
  /** id `${user_id}|${tokenKey}` */
  readonly holdings = new Collection<Holding>('holdings', holdingCodec, this.tx);
  /** id: the token. */
  readonly perpTokens = new Collection<PerpTokenRecord>('perp_tokens', jsonCodec(), this.tx);
  /** id `${user_id}|${tokenKey}` */
  readonly watch = new Collection<WatchRecord>('watch', jsonCodec(), this.tx);
  /** id: order_id */
  readonly orders = new Collection<LimitOrderRecord>('orders', jsonCodec(), this.tx);
  /** id: trade id (tx hash) */
  readonly trades = new Collection<TradeRecord>('trades', jsonCodec(), this.tx);
  /** id: wallet_group_id */
  readonly groups = new Collection<GroupRecord>('groups', jsonCodec(), this.tx);
  /** id `${wallet_group_id}|${wallet_address}` */
  readonly smart = new Collection<SmartRecord>('smart', jsonCodec(), this.tx);
  /** id `${user_id}|${wallet_address}` -> remark */
  readonly remarks = new Collection<string>('remarks', jsonCodec(), this.tx);
  /** id: rebate id */
  readonly rebates = new Collection<RebateRecord>('rebates', jsonCodec(), this.tx);
  /** id: claim id */
  readonly claims = new Collection<ClaimRecord>('claims', jsonCodec(), this.tx);
  /** id `${user_id}|${created_at}|${random}`: reports of POST /user/wallet/event. */
  readonly walletEvents = new Collection<WalletEventRecord>('wallet_events', jsonCodec(), this.tx);
  /** id `${user_id}|${endpoint}|${idempotency-key}`: the first answer of an order-creating call. */
  readonly idempotency = new Collection<IdempotencyRecord>('idempotency', jsonCodec(), this.tx);
  /** id `${chain}|${tx_hash}|${log index or 'native'}`: custodial deposits credited (chain/deposits.ts). */
  readonly deposits = new Collection<DepositRecord>('deposits', jsonCodec(), this.tx);
  /** id `${chain}|${tx_hash}`: custodial withdrawals paid out (routes/custody.ts). */
  readonly withdrawals = new Collection<WithdrawalRecord>('withdrawals', jsonCodec(), this.tx);
  /** id: upload id */
  readonly uploads = new Collection<UploadRecord>('uploads', jsonCodec(), this.tx);

  private readonly all: Array<Collection<unknown>> = [this.config, this.users, this.sessions, this.balances, this.holdings, this.perpTokens, this.watch, this.orders, this.trades, this.groups, this.smart, this.remarks, this.uploads, this.rebates, this.claims, this.walletEvents, this.idempotency, this.deposits, this.withdrawals] as Array<Collection<unknown>>;

  constructor(readonly persistence: Persistence) {
    const stored = persistence.load();
    for (const collection of this.all) collection.load(stored.get(collection.kind));
  }

  commit(): void {
    this.tx.commit(this.persistence);
  }

  rollback(): void {
    this.tx.rollback();
  }
}
