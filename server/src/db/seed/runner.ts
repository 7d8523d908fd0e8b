import type { Kysely } from 'kysely';
import type { Database } from '../types.js';
import type { SeedContext, SeedStep } from './types.js';

export interface RunSeedOptions {
  /** Only these areas (by name). */
  only?: readonly string[];
  /** Run versioned areas even when the database already has their version (the seed CLI). */
  force?: boolean;
  /** Also run the `demo` areas (false: only the `catalogue` areas, as in production). Default true. */
  demo?: boolean;
}

/**
 * Runs seed steps in order. A step with a `version` is skipped when `seed_state` already records
 * that version, so large content seeds cost nothing on a normal restart; steps without one run
 * every time (they must be cheap).
 */
export async function runSeedSteps(db: Kysely<Database>, ctx: SeedContext, steps: readonly SeedStep[], opts: RunSeedOptions = {}): Promise<void> {
  const done = new Map((await db.selectFrom('seed_state').select(['name', 'version']).execute()).map((r) => [r.name, r.version]));
  for (const step of steps) {
    if (opts.only && !opts.only.includes(step.name)) continue;
    if (opts.demo === false && step.scope !== 'catalogue') continue;
    if (step.version && !opts.force && done.get(step.name) === step.version) continue;
    try {
      await step.run(db, ctx);
    } catch (e) {
      throw new Error(`Seed "${step.name}" failed: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
    if (step.version) {
      const appliedAt = ctx.clock.now().toISOString();
      await db
        .insertInto('seed_state')
        .values({ name: step.name, version: step.version, appliedAt })
        .onConflict((oc) => oc.column('name').doUpdateSet({ version: step.version, appliedAt }))
        .execute();
    }
  }
}
