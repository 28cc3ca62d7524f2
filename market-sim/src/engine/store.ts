/**
 * The engine's durable state: named collections of JSON-serialisable records. Every request
 * runs in a transaction: `set`/`delete` remember the first original value, `rollback` restores
 * them (so a failed request leaves nothing half-written) and `commit` hands the changed records
 * to the persistence adapter (sql.js on the server, nothing in msw).
 */

export interface RecordChange {
  kind: string;
  id: string;
  /** JSON text, or null for a deletion. */
  json: string | null;
}

export interface Persistence {
  /** Every stored record, grouped by kind. */
  load(): Map<string, Map<string, string>>;
  /** Durably store one committed transaction. */
  commit(changes: RecordChange[]): void;
}

export const memoryPersistence: Persistence = { load: () => new Map(), commit: () => undefined };

export interface Codec<T> {
  encode(value: T): unknown;
  decode(raw: unknown): T;
}

export const jsonCodec = <T>(): Codec<T> => ({ encode: (value) => value, decode: (raw) => raw as T });

export class Collection<T> {
  readonly map = new Map<string, T>();
  constructor(
    readonly kind: string,
    readonly codec: Codec<T>,
    private readonly tx: Transaction,
  ) {}

  get(id: string): T | undefined {
    return this.map.get(id);
  }

  has(id: string): boolean {
    return this.map.has(id);
  }

  /** Records are replaced, never mutated in place, so the rollback copy stays intact. */
  set(id: string, value: T): void {
    this.tx.touch(this, id);
    this.map.set(id, value);
  }

  delete(id: string): void {
    if (!this.map.has(id)) return;
    this.tx.touch(this, id);
    this.map.delete(id);
  }

  values(): IterableIterator<T> {
    return this.map.values();
  }

  entries(): IterableIterator<[string, T]> {
    return this.map.entries();
  }

  restore(id: string, value: T | undefined): void {
    if (value === undefined) this.map.delete(id);
    else this.map.set(id, value);
  }

  load(records: Map<string, string> | undefined): void {
    if (!records) return;
    for (const [id, json] of records) this.map.set(id, this.codec.decode(JSON.parse(json)));
  }
}

export class Transaction {
  private readonly originals = new Map<Collection<unknown>, Map<string, unknown>>();

  touch<T>(collection: Collection<T>, id: string): void {
    let saved = this.originals.get(collection as Collection<unknown>);
    if (!saved) {
      saved = new Map();
      this.originals.set(collection as Collection<unknown>, saved);
    }
    if (!saved.has(id)) saved.set(id, collection.map.get(id));
  }

  get dirty(): boolean {
    return this.originals.size > 0;
  }

  rollback(): void {
    for (const [collection, saved] of this.originals) for (const [id, value] of saved) collection.restore(id, value);
    this.originals.clear();
  }

  commit(persistence: Persistence): void {
    const changes: RecordChange[] = [];
    for (const [collection, saved] of this.originals) {
      for (const id of saved.keys()) {
        const value = collection.map.get(id);
        changes.push({ kind: collection.kind, id, json: value === undefined ? null : JSON.stringify(collection.codec.encode(value)) });
      }
    }
    this.originals.clear();
    if (changes.length > 0) persistence.commit(changes);
  }
}
