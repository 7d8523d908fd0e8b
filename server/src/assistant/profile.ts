import type { Kysely } from 'kysely';
import { classNumberOf } from '../db/seed/curriculum.js';
import type { Database } from '../db/types.js';
import type { Principal } from '../http/auth.js';
import type { StudentProfile } from './providers/index.js';

/** What a provider may know about the student: first name and class, nothing else. */
export function profileLoader(db: Kysely<Database>) {
  return async (principal: Principal): Promise<StudentProfile> => {
    const row = await db.selectFrom('app_user').select(['firstName']).where('userSurId', '=', principal.userSurId).executeTakeFirst();
    const isc = typeof principal.claims.isc === 'number' && principal.claims.isc > 0 ? principal.claims.isc : null;
    return {
      userSurId: principal.userSurId,
      firstName: row?.firstName?.trim() || null,
      idClassStandard: isc,
      classNumber: isc ? classNumberOf(isc) : null,
    };
  };
}
