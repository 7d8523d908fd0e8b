import type { Kysely } from 'kysely';
import type { Database } from '../types.js';
import { commerceCatalogueSeed, commerceSeed } from './commerce.js';
import { contentCatalogueSeed, contentSeed } from './content.js';
import { quizSeed } from './quiz.js';
import { referenceSeed } from './reference.js';
import { socialSeed } from './social.js';
import { studentsSeed } from './students.js';
import { runSeedSteps, type RunSeedOptions } from './runner.js';
import type { SeedContext, SeedStep } from './types.js';

export type { SeedContext, SeedStep } from './types.js';

/**
 * Seed areas, in dependency order. `catalogue` areas (reference lists, the learning catalogue and
 * products, the question bank) load in every environment; the others are demo data, loaded only
 * outside production. To add an area: create `src/db/seed/<area>.ts` exporting a `SeedStep`
 * (with `scope` and, when large, a `version`) and list it here.
 */
export const seeds: SeedStep[] = [
  referenceSeed,
  commerceCatalogueSeed,
  contentCatalogueSeed,
  quizSeed,
  studentsSeed,
  socialSeed,
  commerceSeed,
  contentSeed,
];

/** The areas a production database gets. */
export const catalogueSeedNames: readonly string[] = seeds.filter((s) => s.scope === 'catalogue').map((s) => s.name);

/** Runs the seed areas (see `runner.ts` for versioned areas, `force` and `demo`). */
export async function runSeeds(db: Kysely<Database>, ctx: SeedContext, opts: RunSeedOptions = {}): Promise<void> {
  await runSeedSteps(db, ctx, seeds, opts);
}
