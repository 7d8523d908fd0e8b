import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../index.js';
import type { Database } from '../types.js';

type TableName = keyof Database;

/**
 * Inserts rows whose primary key is not there yet (existing rows are left as they are).
 * `key` is the primary-key column (camelCase). On PostgreSQL, pass `identity: true` for tables
 * with a generated key: the sequence is moved past the explicit ids so later inserts do not
 * collide.
 */
export async function insertMissing<T extends TableName>(
  db: Kysely<Database>,
  dialect: DialectName,
  table: T,
  key: string,
  rows: readonly Record<string, unknown>[],
  opts: { identity?: boolean } = {},
): Promise<number> {
  if (rows.length === 0) return 0;
  const anyDb = db as unknown as Kysely<any>;
  const results = await anyDb
    .insertInto(table)
    .values(rows as Record<string, unknown>[])
    .onConflict((oc) => oc.column(key).doNothing())
    .execute();
  if (opts.identity && dialect === 'postgres') await syncSequence(db, table, key);
  return results.reduce((n, r) => n + Number(r.numInsertedOrUpdatedRows ?? 0), 0);
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** PostgreSQL: set a generated key's sequence to the column's maximum. */
export async function syncSequence(db: Kysely<Database>, table: string, key: string): Promise<void> {
  const column = snake(key);
  await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
    db.withoutPlugins(),
  );
}
