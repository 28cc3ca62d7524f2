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
  /** ms */
  created_at: number;
  frozen: boolean;
  invitation_code?: string;
}

export interface SessionRecord {
  id: string;
  user_id: string;
  access_token: string;
  access_exp: number;
  refresh_token: string;
  refresh_exp: number;
  revoked: boolean;
}

export interface PerpTokenRecord {
  user_id: string;
  family: 'sol' | 'evm';
  kind: 'access' | 'refresh';
  exp: number;
}

export interface WatchRecord {
  user_id: string;
  chain: ChainKey;
  token_address: string;
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

  private readonly all: Array<Collection<unknown>> = [this.config, this.users, this.sessions, this.balances, this.holdings, this.perpTokens, this.watch] as Array<Collection<unknown>>;

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
