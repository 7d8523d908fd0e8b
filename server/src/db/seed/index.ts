import type { Kysely } from 'kysely';
import type { Database } from '../types.js';
import { commerceSeed } from './commerce.js';
import { contentSeed } from './content.js';
import { quizSeed } from './quiz.js';
import { referenceSeed } from './reference.js';
import { socialSeed } from './social.js';
import { studentsSeed } from './students.js';
import { runSeedSteps, type RunSeedOptions } from './runner.js';
import type { SeedContext, SeedStep } from './types.js';

export type { SeedContext, SeedStep } from './types.js';

/**
 * Demo data, in dependency order (reference data first). To add an area (subjects, videos,
 * quizzes...): create `src/db/seed/<area>.ts` exporting a `SeedStep` and list it here.
 */
export const seeds: SeedStep[] = [referenceSeed, studentsSeed, socialSeed, contentSeed, quizSeed, commerceSeed];

/** Runs the seed areas (see `runner.ts` for versioned areas and `force`). */
export async function runSeeds(db: Kysely<Database>, ctx: SeedContext, opts: RunSeedOptions = {}): Promise<void> {
  await runSeedSteps(db, ctx, seeds, opts);
}
