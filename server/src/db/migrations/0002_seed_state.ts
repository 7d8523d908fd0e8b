import type { Kysely } from 'kysely';
import { columnTypes } from '../schema-helpers.js';

/** Which version of each versioned seed area a database holds (see `seed/runner.ts`). */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('seed_state')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('version', 'varchar(100)', (c) => c.notNull())
    .addColumn('applied_at', t.instant, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seed_state').ifExists().execute();
}
