import { loadConfig } from '../config.js';
import { createDb } from '../db/index.js';
import { migrateToLatest } from '../db/migrate.js';
import { SERVER_ROOT } from '../paths.js';

/** `pnpm --filter server migrate`: apply pending migrations and exit. */
const config = loadConfig(process.env, SERVER_ROOT);
const db = createDb(config);
try {
  const applied = await migrateToLatest(db.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.', `(${db.describe})`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
} finally {
  await db.close();
}
