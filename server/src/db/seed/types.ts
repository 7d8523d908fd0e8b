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
 * One area of demo data (`src/db/seed/<area>.ts`). `run` must be idempotent (insert what is
 * missing, leave existing rows alone). Without `version` it runs on every start outside
 * production, so it must be cheap; with `version` it runs once per version (change the
 * version whenever the data changes).
 */
export interface SeedStep {
  name: string;
  /**
   * `catalogue`: reference lists and the product/learning catalogue, loaded in every environment
   * (production too). `demo` (the default): demo students and their data, never in production.
   */
  scope?: 'catalogue' | 'demo';
  version?: string;
  run(db: Kysely<Database>, ctx: SeedContext): Promise<void>;
}
