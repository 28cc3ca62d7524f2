// What the sim's Solana side keeps over a restart: its ledgers and sets, each change written to the
// engine's Persistence as it happens (solanaVault.ts holds them and restores them at start).
import type { RecordChange } from '../engine/store';

/** Where a vault's state goes as it changes: the engine's Persistence, one commit per change. */
export type Sink = (changes: RecordChange[]) => void;

/** The record kinds the vault keeps in the engine's Persistence (README "The sim's chains over a restart"). */
export const SOLANA_KINDS = { lamports: 'sol_lamports', tokens: 'sol_token_accounts', transfers: 'sol_transfers', tokenTransfers: 'sol_token_transfers', sent: 'sol_vault_deposits', recorded: 'sol_recorded', faucet: 'sol_faucet' } as const;

/** An amount ledger by address whose every `set` is stored (the lamports and the token accounts). */
export class StoredLedger extends Map<string, bigint> {
  sink?: Sink;
  constructor(private readonly kind: string) {
    super();
  }
  override set(key: string, value: bigint): this {
    super.set(key, value);
    this.sink?.([{ kind: this.kind, id: key, json: JSON.stringify(value.toString()) }]);
    return this;
  }
  override delete(key: string): boolean {
    const had = super.delete(key);
    if (had) this.sink?.([{ kind: this.kind, id: key, json: null }]);
    return had;
  }
  restore(records: Map<string, string> | undefined): void {
    for (const [key, json] of records ?? []) super.set(key, BigInt(JSON.parse(json) as string));
  }
}

/** A set of signatures whose every `add` is stored. */
export class StoredSet extends Set<string> {
  sink?: Sink;
  constructor(private readonly kind: string) {
    super();
  }
  override add(value: string): this {
    const had = this.has(value);
    super.add(value);
    if (!had) this.sink?.([{ kind: this.kind, id: value, json: 'true' }]);
    return this;
  }
  restore(records: Map<string, string> | undefined): void {
    for (const key of records?.keys() ?? []) super.add(key);
  }
}
