import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import type { Persistence, RecordChange } from '../engine/store';

export interface SqlitePersistence extends Persistence {
  readonly file: string;
  close(): void;
}

/**
 * Durable state in SQLite (sql.js, WASM) in a data folder. Each committed transaction is one
 * SQL transaction, then the database file is replaced atomically (write a temp file, rename),
 * so a crash leaves either the old or the new file, never half of one.
 */
export async function openSqlitePersistence(dir: string, options: { reset?: boolean } = {}): Promise<SqlitePersistence> {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'market-sim.sqlite');
  if (options.reset) rmSync(file, { force: true });
  const SQL = await initSqlJs();
  const db = existsSync(file) ? new SQL.Database(readFileSync(file)) : new SQL.Database();
  db.run('CREATE TABLE IF NOT EXISTS records (kind TEXT NOT NULL, id TEXT NOT NULL, json TEXT NOT NULL, PRIMARY KEY (kind, id))');
  const save = (): void => {
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, db.export());
    renameSync(temp, file);
  };
  save();
  return {
    file,
    load() {
      const result = new Map<string, Map<string, string>>();
      const rows = db.exec('SELECT kind, id, json FROM records')[0]?.values ?? [];
      for (const [kind, id, json] of rows) {
        let records = result.get(String(kind));
        if (!records) {
          records = new Map();
          result.set(String(kind), records);
        }
        records.set(String(id), String(json));
      }
      return result;
    },
    commit(changes: RecordChange[]) {
      db.run('BEGIN');
      try {
        for (const change of changes) {
          if (change.json === null) db.run('DELETE FROM records WHERE kind = ? AND id = ?', [change.kind, change.id]);
          else db.run('INSERT OR REPLACE INTO records (kind, id, json) VALUES (?, ?, ?)', [change.kind, change.id, change.json]);
        }
        db.run('COMMIT');
      } catch (error) {
        db.run('ROLLBACK');
        throw error;
      }
      save();
    },
    close() {
      db.close();
    },
  };
}
