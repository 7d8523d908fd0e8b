import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../domain/clock.js';
import type { DialectName } from '../index.js';
import type { Database } from '../types.js';

export interface SeedContext {
  config: AppConfig;
  clock: Clock;
  dialect: DialectName;
}

/**
 * One area of demo data (`src/db/seed/<area>.ts`). `run` must be idempotent: it runs on every
 * start outside production, so insert what is missing and leave existing rows alone.
 */
export interface SeedStep {
  name: string;
  run(db: Kysely<Database>, ctx: SeedContext): Promise<void>;
}
