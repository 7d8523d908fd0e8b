import type { Kysely } from 'kysely';
import { AppError } from '../../http/errors.js';
import { doc } from '../../http/envelope.js';
import { pageOf } from '../../http/page.js';
import { socialDb, type SocialDatabase } from '../../db/types-social.js';
import type { AppContext } from '../../context.js';

/** Discover page size (the contract's fixed 12). */
export const DISCOVER_PAGE_SIZE = 12;
const OK = 'Request Sucessfull';

/** `java.util.Date` as the original serialised it: ISO with the IST offset. */
export function istIso(isoUtc: string): string {
  const d = new Date(isoUtc);
  const t = new Date(d.getTime() + 330 * 60_000).toISOString();
  return `${t.slice(0, 23)}+05:30`;
}

type Row = {
  idDiscoverVideo: number;
  videoLink: string;
  language: string;
  featuredFlag: number;
  idDiscoverVideoCategory: number;
  uploadedDate: string;
  topic: string;
  videoOtp: string | null;
  videoDuration: number | null;
  postarLoc: string | null;
  videoTheme: string | null;
  videoDescription: string | null;
  totalViews: number;
  createdAt: string;
  updatedAt: string;
  createdBy: number | null;
  updatedBy: number | null;
};

export function discoverVideoDto(r: Row) {
  return {
    idDiscoverVideo: r.idDiscoverVideo,
    videoLink: r.videoLink,
    language: r.language,
    featuredFlag: r.featuredFlag === 1,
    idDiscoverVideoCategory: r.idDiscoverVideoCategory,
    uploadedDate: istIso(String(r.uploadedDate)),
    topic: r.topic,
    videoOtp: r.videoOtp,
    videoDuration: r.videoDuration,
    postarLoc: r.postarLoc,
    videoTheme: r.videoTheme,
    videoDescription: r.videoDescription,
    totalViews: r.totalViews,
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
    createdBy: r.createdBy,
    updatedBy: r.updatedBy,
  };
}

/** `/api/v1/discover/*`: public; "nothing found" is HTTP 500 with the contract's message. */
export class DiscoverService {
  private readonly db: Kysely<SocialDatabase>;
  constructor(ctx: AppContext) {
    this.db = socialDb(ctx.db);
  }

  videos() {
    return this.db.selectFrom('discover_video').selectAll().where('activeFlag', '=', 1);
  }

  private list(rows: Row[], empty: string) {
    if (rows.length === 0) throw new AppError(500, empty);
    return doc(rows.map(discoverVideoDto), OK);
  }

  async categories() {
    const rows = await this.db.selectFrom('discover_video_category').selectAll().orderBy('idDiscoverVideoCategory').execute();
    if (rows.length === 0) throw new AppError(500, 'No Videos Found');
    return doc(rows, OK);
  }

  async category(id: number) {
    const row = await this.db.selectFrom('discover_video_category').selectAll().where('idDiscoverVideoCategory', '=', id).executeTakeFirst();
    if (!row) throw new AppError(500, 'No category id found');
    return doc(row, OK);
  }

  async featured() {
    const rows = await this.videos().where('featuredFlag', '=', 1).orderBy('uploadedDate', 'desc').orderBy('idDiscoverVideo', 'desc').execute();
    return this.list(rows, 'No Featured Videos Found!');
  }

  async top10Latest() {
    const rows = await this.videos().orderBy('uploadedDate', 'desc').orderBy('idDiscoverVideo', 'desc').limit(10).execute();
    return this.list(rows, 'No Latest videos Found!');
  }

  async languages() {
    const rows = await this.db.selectFrom('discover_video').select('language').distinct().where('activeFlag', '=', 1).orderBy('language').execute();
    if (rows.length === 0) throw new AppError(500, 'No Language found');
    return doc(
      rows.map((r) => r.language),
      OK,
    );
  }

  async byCategory(id: number, language?: string) {
    let q = this.videos().where('idDiscoverVideoCategory', '=', id);
    if (language) q = q.where((eb) => eb(eb.fn('lower', ['language']), '=', language.toLowerCase()));
    const rows = await q.orderBy('uploadedDate', 'desc').orderBy('idDiscoverVideo', 'desc').execute();
    return this.list(rows, language ? 'No Videos Found for this Language' : 'No Videos Found!');
  }

  async latestOnLanguage(language: string) {
    const rows = await this.videos()
      .where((eb) => eb(eb.fn('lower', ['language']), '=', language.toLowerCase()))
      .orderBy('uploadedDate', 'desc')
      .orderBy('idDiscoverVideo', 'desc')
      .execute();
    return this.list(rows, 'No Videos For this language');
  }

  async latestInCategory(id: number, language?: string) {
    let q = this.videos().where('idDiscoverVideoCategory', '=', id);
    if (language) q = q.where((eb) => eb(eb.fn('lower', ['language']), '=', language.toLowerCase()));
    const rows = await q.orderBy('uploadedDate', 'desc').orderBy('idDiscoverVideo', 'desc').limit(10).execute();
    return this.list(rows, 'No Latest videos found');
  }

  async videosInCategory(id: number) {
    const rows = await this.videos().where('idDiscoverVideoCategory', '=', id).orderBy('uploadedDate', 'desc').orderBy('idDiscoverVideo', 'desc').execute();
    return this.list(rows, 'No Videos Found');
  }

  async video(id: number) {
    const row = await this.videos().where('idDiscoverVideo', '=', id).executeTakeFirst();
    if (!row) throw new AppError(500, 'No Video Found');
    return doc(discoverVideoDto(row), OK);
  }

  private async page(
    filter: (q: ReturnType<DiscoverService['videos']>) => ReturnType<DiscoverService['videos']>,
    pageNumber: number,
    empty: string,
    more: string,
  ) {
    const countRow = await filter(this.db.selectFrom('discover_video').selectAll().where('activeFlag', '=', 1))
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const total = Number(countRow?.n ?? 0);
    const rows = await filter(this.videos())
      .orderBy('uploadedDate', 'desc')
      .orderBy('idDiscoverVideo', 'desc')
      .limit(DISCOVER_PAGE_SIZE)
      .offset(pageNumber * DISCOVER_PAGE_SIZE)
      .execute();
    if (rows.length === 0) {
      if (pageNumber === 0) throw new AppError(500, empty);
      return doc(null, more);
    }
    return doc(pageOf(rows.map(discoverVideoDto), pageNumber, DISCOVER_PAGE_SIZE, total, true), OK);
  }

  allVideos(id: number, pageNumber: number, language?: string) {
    const lang = language && language.toLowerCase() !== 'all' ? language.toLowerCase() : null;
    return this.page(
      (q) => {
        let r = q.where('idDiscoverVideoCategory', '=', id);
        if (lang) r = r.where((eb) => eb(eb.fn('lower', ['language']), '=', lang));
        return r;
      },
      pageNumber,
      'No Videos Found',
      'No More Videos Available for this category.',
    );
  }

  async similar(id: number, pageNumber: number) {
    const v = await this.videos().where('idDiscoverVideo', '=', id).executeTakeFirst();
    if (!v) throw new AppError(500, 'No Video Found');
    return this.page(
      (q) => q.where('idDiscoverVideoCategory', '=', v.idDiscoverVideoCategory).where('idDiscoverVideo', '!=', id),
      pageNumber,
      'No Videos Found',
      'No More Videos Available for this category.',
    );
  }

  search(topic: string, pageNumber: number) {
    const like = `%${topic.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.page(
      (q) => q.where((eb) => eb.or([eb(eb.fn('lower', ['topic']), 'like', like), eb(eb.fn('lower', ['videoDescription']), 'like', like)])),
      pageNumber,
      'Not Result found!!!',
      'No More Videos Available.',
    );
  }
}
