import { defineModule } from '../module.js';
import {
  allVideosQuery,
  categoryListResponse,
  categoryResponse,
  idLanguageParams,
  idParams,
  languageListResponse,
  languageParams,
  pageQuery,
  searchQuery,
  videoListResponse,
  videoPageResponse,
  videoResponse,
} from './schemas.js';
import { DiscoverService } from './service.js';

/** `/api/v1/discover/*` (public): categories, latest, by category and language, pages, search. */
export const discoverModule = defineModule({
  name: 'discover',
  routes(app, ctx) {
    const s = new DiscoverService(ctx);
    const tags = ['discover'];
    const P = '/api/v1/discover';

    app.get(`${P}/getAllCategories`, { schema: { tags, summary: 'Discover categories', response: { 200: categoryListResponse } } }, () => s.categories());
    app.get(`${P}/category/:id`, { schema: { tags, summary: 'One category', params: idParams, response: { 200: categoryResponse } } }, (r) => s.category(r.params.id));
    app.get(`${P}/getFeaturedVideos`, { schema: { tags, summary: 'Featured videos', response: { 200: videoListResponse } } }, () => s.featured());
    app.get(`${P}/getTop10Latestvideos`, { schema: { tags, summary: 'The 10 newest videos', response: { 200: videoListResponse } } }, () => s.top10Latest());
    app.get(`${P}/getLanguages`, { schema: { tags, summary: 'Languages that have videos', response: { 200: languageListResponse } } }, () => s.languages());
    app.get(
      `${P}/getDiscoverVideosByCategory/:id`,
      { schema: { tags, summary: 'Videos of a category', params: idParams, response: { 200: videoListResponse } } },
      (r) => s.byCategory(r.params.id),
    );
    app.get(
      `${P}/getDiscoverVideosByCategory/:id/:language`,
      { schema: { tags, summary: 'Videos of a category in a language (a name, e.g. English)', params: idLanguageParams, response: { 200: videoListResponse } } },
      (r) => s.byCategory(r.params.id, r.params.language),
    );
    app.get(
      `${P}/getAllLatestVideosOnLanguage/:language`,
      { schema: { tags, summary: 'Newest videos in a language', params: languageParams, response: { 200: videoListResponse } } },
      (r) => s.latestOnLanguage(r.params.language),
    );
    app.get(
      `${P}/latest-videos/:id`,
      { schema: { tags, summary: 'The 10 newest videos of a category', params: idParams, response: { 200: videoListResponse } } },
      (r) => s.latestInCategory(r.params.id),
    );
    app.get(
      `${P}/latest-videos/:id/:language`,
      { schema: { tags, summary: 'The 10 newest videos of a category in a language', params: idLanguageParams, response: { 200: videoListResponse } } },
      (r) => s.latestInCategory(r.params.id, r.params.language),
    );
    for (const path of ['videos', 'all-latest-videos']) {
      app.get(
        `${P}/${path}/:id`,
        { schema: { tags, summary: 'Every video of a category, newest first', params: idParams, response: { 200: videoListResponse } } },
        (r) => s.videosInCategory(r.params.id),
      );
    }
    app.get(
      `${P}/all-videos/:id`,
      { schema: { tags, summary: 'A page (12) of a category; language=all for every language', params: idParams, querystring: allVideosQuery, response: { 200: videoPageResponse } } },
      (r) => s.allVideos(r.params.id, r.query.pageNumber ?? 0, r.query.language),
    );
    app.get(
      `${P}/similar/:id`,
      { schema: { tags, summary: 'A page (12) of videos like this one', params: idParams, querystring: pageQuery, response: { 200: videoPageResponse } } },
      (r) => s.similar(r.params.id, r.query.pageNumber ?? 0),
    );
    app.get(
      `${P}/searchDiscoverVideo`,
      { schema: { tags, summary: 'Search topics and descriptions (a page of 12)', querystring: searchQuery, response: { 200: videoPageResponse } } },
      (r) => s.search(r.query.topic, r.query.pageNumber ?? 0),
    );
    app.get(
      `${P}/discover-video/:id`,
      { schema: { tags, summary: 'One video', params: idParams, response: { 200: videoResponse } } },
      (r) => s.video(r.params.id),
    );
  },
});
