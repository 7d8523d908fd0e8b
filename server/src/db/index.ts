import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type { AppConfig } from '../config.js';
import { GuardedSqliteDialect } from './guarded-sqlite.js';
import type { Database } from './types.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Human-readable target for logs (never includes a password). */
  describe: string;
  close(): Promise<void>;
}

/** pg's type ids: keep the JS types equal to SQLite's (ISO strings, numbers). */
const PG_INT8 = 20;
const PG_DATE = 1082;
const PG_TIMESTAMP = 1114;
const PG_TIMESTAMPTZ = 1184;

function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: string) => {
      if (oid === PG_INT8) return (v: string) => Number(v);
      if (oid === PG_DATE) return (v: string) => v;
      if (oid === PG_TIMESTAMPTZ) return (v: string) => new Date(v).toISOString();
      if (oid === PG_TIMESTAMP) return (v: string) => new Date(`${v.replace(' ', 'T')}Z`).toISOString();
      return pg.types.getTypeParser(oid, format as 'text');
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres';
  }
}

export function createDb(config: AppConfig): Db {
  const plugins = [new CamelCasePlugin()];
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.databasePoolSize,
      // Fail instead of hanging when the pool is exhausted (e.g. nested use inside a transaction).
      connectionTimeoutMillis: config.databaseWaitMs,
      types: pgTypes(),
    });
    // An idle connection dropped by the server (restart, failover, admin) must not crash the
    // process; the pool replaces it on the next query.
    pool.on('error', (err) => console.error(`PostgreSQL idle connection error: ${err.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, dialect: 'postgres', describe: redact(config.databaseUrl), close: () => db.destroy() };
  }
  fs.mkdirSync(config.paths.dataDir, { recursive: true });
  const file = path.join(config.paths.dataDir, 'app.db');
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new GuardedSqliteDialect({ database: sqlite }, config.databaseWaitMs), plugins });
  return { db, dialect: 'sqlite', describe: file, close: () => db.destroy() };
}
