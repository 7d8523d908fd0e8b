import { Migrator, type Kysely } from 'kysely';
import type { Database } from './types.js';
import { migrations } from './migrations/index.js';

/** Applies pending migrations; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Migrations use snake_case names directly, so run them without the CamelCasePlugin.
  // Unordered: families are built in parallel, so a migration may land with a lower number
  // than one a development database already ran.
  const migrator = new Migrator({
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
