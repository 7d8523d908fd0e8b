import { loadConfig } from '../config.js';
import { createDb } from '../db/index.js';
import { migrateToLatest } from '../db/migrate.js';
import { catalogueSeedNames, runSeeds, seeds } from '../db/seed/index.js';
import { systemClock } from '../domain/clock.js';
import { SERVER_ROOT } from '../paths.js';

/**
 * `pnpm --filter server seed [area...]`: migrate, then load seed areas (all by default).
 * Demo data is refused in production, where only the catalogue areas (reference lists,
 * learning catalogue and products, question bank) may be loaded; the server loads those itself.
 */
const config = loadConfig(process.env, SERVER_ROOT);
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = only.filter((a) => !seeds.some((s) => s.name === a));
if (unknown.length) {
  console.error(`Unknown seed area(s): ${unknown.join(', ')}. Known: ${seeds.map((s) => s.name).join(', ')}`);
  process.exit(1);
}
if (config.isProduction && only.some((a) => !catalogueSeedNames.includes(a))) {
  console.error(`Refusing to load demo data in production; only ${catalogueSeedNames.join(', ')} may be seeded there.`);
  process.exit(1);
}
const db = createDb(config);
try {
  await migrateToLatest(db.db);
  await runSeeds(db.db, { config, clock: systemClock, dialect: db.dialect }, { only: only.length ? only : undefined, force: true, demo: !config.isProduction });
  console.log(`Seeded ${only.length ? only.join(', ') : 'all areas'} (${db.describe}).`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
} finally {
  await db.close();
}
