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
      '/api/v1/student/medium',
      { schema: { tags, summary: 'Student mediums (1 Private, 2 Government)', response: { 200: mediumListResponse } } },
      () => service.mediums(),
    );
  },
});
