import type { Migration } from 'kysely';
import * as m0001 from './0001_core.js';
import * as m0002 from './0002_platform.js';
import * as m0002s from './0002_seed_state.js';
import * as m0004 from './0004_commerce.js';
import * as m0020 from './0020_content.js';
import * as m0003 from './0003_quiz.js';
import * as m0010 from './0010_social.js';
import * as m0030 from './0030_chatbot.js';

/**
 * Every migration, in order. To add one: create `NNNN_name.ts` exporting `up` (and `down`)
 * written with `../schema-helpers.js` so it runs on SQLite and PostgreSQL, then add it here.
 * Never edit a migration that has shipped; add a new one.
 */
export const migrations: Record<string, Migration> = {
  '0001_core': m0001,
  '0002_platform': m0002,
  '0002_seed_state': m0002s,
  '0003_quiz': m0003,
  '0004_commerce': m0004,
  '0010_social': m0010,
  '0030_chatbot': m0030,
  '0020_content': m0020,
};
