import { z } from 'zod';
import { ROLE_ADMIN } from '../../domain/accounts.js';
import { doc } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { intParam } from '../../http/schemas.js';
import { defineModule } from '../module.js';
import {
  classStandardListResponse,
  languageListResponse,
  mediumListResponse,
  stateListResponse,
  syllabusListResponse,
} from './schemas.js';
import { ReferenceService } from './service.js';

/** Public lookup lists (`/state/list`, `/classStandard/`, `/syllabus/`, `/auth/languages`, `/student/medium`). */
export const referenceModule = defineModule({
  name: 'reference',
  routes(app, ctx) {
    const service = new ReferenceService(ctx.reference);
    const tags = ['reference'];

    app.get(
      '/api/v1/state/list',
      { config: { keepHttp200: true }, schema: { tags, summary: 'States by display order (always HTTP 200)', response: { 200: stateListResponse } } },
      () => service.stateList(),
    );
    app.get(
      '/api/v1/classStandard/',
      { schema: { tags, summary: 'All class standards, "NA" included', response: { 200: classStandardListResponse } } },
      () => service.classStandards(),
    );
    app.get(
      '/api/v1/classStandard/academic-list',
      {
        schema: {
          tags,
          summary: 'Class standards that have academic (line 5) products for a syllabus and state',
          querystring: z.object({ idSyllabus: intParam.optional(), idState: intParam.optional() }),
          response: { 200: classStandardListResponse },
        },
      },
      async (req) => {
        let q = ctx.db
          .selectFrom('class_standard as c')
          .selectAll('c')
          .where(({ exists, selectFrom }) =>
            exists(
              (selectFrom as any)('product as p')
                .select('p.idProduct')
                .whereRef('p.idClassStandard', '=', 'c.idClassStandard')
                .where('p.idProductLine', '=', 5)
                .where('p.activeFlag', '=', 1)
                .$if(req.query.idSyllabus !== undefined && req.query.idSyllabus > 0, (qb: any) => qb.where('p.idSyllabus', '=', req.query.idSyllabus))
                .$if(req.query.idState !== undefined && req.query.idState > 0, (qb: any) => qb.where('p.idState', '=', req.query.idState)),
            ),
          );
        q = q.orderBy('c.idClassStandard');
        const rows = await q.execute();
        if (!rows.length) throw new AppError(500, 'No Class standard found');
        return doc(rows, 'Request Sucessfull');
      },
    );
    app.get(
      '/api/v1/syllabus/',
      { schema: { tags, summary: 'Syllabuses without "NA"', response: { 200: syllabusListResponse } } },
      () => service.syllabuses(),
    );
    for (const v of ['v1', 'v2', 'v3']) {
      app.get(
        `/api/${v}/auth/languages`,
        { schema: { tags, summary: 'Languages (7 = English)', hide: v !== 'v1', response: { 200: languageListResponse } } },
        () => service.languages(),
      );
    }
    app.get(
      '/api/v1/language/list',
      { onRequest: [ctx.auth.required, ctx.auth.roles(ROLE_ADMIN)], schema: { tags, security: [{ bearerAuth: [] }], summary: 'Languages (ADMIN)', response: { 200: languageListResponse } } },
      () => service.languages(),
    );
    app.get(
      '/api/v1/student/medium',
      { schema: { tags, summary: 'Student mediums (1 Private, 2 Government)', response: { 200: mediumListResponse } } },
      () => service.mediums(),
    );
  },
});
