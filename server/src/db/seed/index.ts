import type { Kysely } from 'kysely';
import type { Database } from '../types.js';
import { commerceSeed } from './commerce.js';
import { contentSeed } from './content.js';
import { quizSeed } from './quiz.js';
import { referenceSeed } from './reference.js';
import { socialSeed } from './social.js';
import { studentsSeed } from './students.js';
import type { SeedContext, SeedStep } from './types.js';

export type { SeedContext, SeedStep } from './types.js';

/**
 * Demo data, in dependency order (reference data first). To add an area (subjects, videos,
 * quizzes...): create `src/db/seed/<area>.ts` exporting a `SeedStep` and list it here.
 */
export const seeds: SeedStep[] = [referenceSeed, studentsSeed, socialSeed, contentSeed, quizSeed, commerceSeed];

export async function runSeeds(db: Kysely<Database>, ctx: SeedContext, only?: readonly string[]): Promise<void> {
  for (const step of seeds) {
    if (only && !only.includes(step.name)) continue;
    try {
      await step.run(db, ctx);
    } catch (e) {
      throw new Error(`Seed "${step.name}" failed: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
  }
}
