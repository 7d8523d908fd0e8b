import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { socialDb } from '../../db/types-social.js';

/** What a share link plays, whatever kind of video it points to. */
export interface SharedContent {
  title: string | null;
  subTitle: string | null;
  description: string | null;
  thumbnailURL: string | null;
  /** A directly playable file (our media). */
  s3BucketURL: string | null;
  /** A live class's stream or recording. */
  liveClassURL: string | null;
  vcpVideoId: string | null;
  vcpVideoOtp: string | null;
  /** The content itself is premium (even if the link says free). */
  premium: boolean;
}

export type ShareVideoType = 'liveclass' | 'discover' | 'animated' | 'short';
export type ShareResolver = (db: Kysely<Database>, id: number) => Promise<SharedContent | null>;

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/** Reads one row of a table another family owns; null while that table does not exist yet. */
async function rowOf(db: Kysely<Database>, table: string, key: string, id: number): Promise<Record<string, unknown> | null> {
  try {
    const any = db as unknown as Kysely<any>;
    return ((await any.selectFrom(table).selectAll().where(key, '=', id).executeTakeFirst()) as Record<string, unknown> | undefined) ?? null;
  } catch {
    return null;
  }
}

const resolvers: Record<ShareVideoType, ShareResolver> = {
  async discover(db, id) {
    const v = await socialDb(db).selectFrom('discover_video').selectAll().where('idDiscoverVideo', '=', id).where('activeFlag', '=', 1).executeTakeFirst();
    if (!v) return null;
    return {
      title: v.topic,
      subTitle: `${v.videoTheme ?? 'Discover'} · ${v.language}`,
      description: v.videoDescription,
      thumbnailURL: v.postarLoc,
      s3BucketURL: v.videoLink,
      liveClassURL: null,
      vcpVideoId: null,
      vcpVideoOtp: v.videoOtp,
      premium: false,
    };
  },
  async short(db, id) {
    const sdb = socialDb(db);
    const v = await sdb.selectFrom('social_video').selectAll().where('idSocialVideo', '=', id).where('activeFlag', '=', 1).executeTakeFirst();
    if (!v) return null;
    const link = await sdb.selectFrom('social_video_link').select('videoLink').where('idSocialVideo', '=', id).orderBy('idSocialVideoLink').executeTakeFirst();
    return {
      title: v.videoTitle,
      subTitle: 'V-Shorts',
      description: v.videoDescription,
      thumbnailURL: v.thumbnailLink,
      s3BucketURL: link?.videoLink ?? null,
      liveClassURL: null,
      vcpVideoId: null,
      vcpVideoOtp: null,
      premium: false,
    };
  },
  async liveclass(db, id) {
    const r = await rowOf(db, 'live_class', 'idLiveClass', id);
    if (!r || r.activeFlag === 0) return null;
    return {
      title: str(r.liveClassHeading),
      subTitle: str(r.subjectName) ?? str(r.teacherName),
      description: str(r.liveClassDescription) ?? str(r.liveClassDesc),
      thumbnailURL: str(r.thumbnailURL) ?? str(r.thumbnailUrl),
      s3BucketURL: str(r.recordingURL) ?? str(r.recordingUrl) ?? str(r.videoLink),
      liveClassURL: str(r.liveClassURL) ?? str(r.liveClassUrl),
      vcpVideoId: null,
      vcpVideoOtp: null,
      premium: String(r.classType ?? '').toLowerCase() === 'premium',
    };
  },
  async animated(db, id) {
    const r = await rowOf(db, 'offline_video_course', 'idOfflineVideoCourse', id);
    if (!r) return null;
    return {
      title: str(r.topic),
      subTitle: str(r.heading)?.replace(/^\d+\|/, '') ?? null,
      description: str(r.videoDescription),
      thumbnailURL: str(r.videoPoster1Location),
      s3BucketURL: str(r.videoEnLink) ?? str(r.videoLink),
      liveClassURL: null,
      vcpVideoId: null,
      vcpVideoOtp: str(r.videoOtp),
      premium: false,
    };
  },
};

/** Lets the family that owns a kind of video describe it precisely (e.g. learning for `animated`). */
export function registerShareResolver(type: ShareVideoType, resolver: ShareResolver): void {
  resolvers[type] = resolver;
}

export function resolveShared(db: Kysely<Database>, type: ShareVideoType, id: number): Promise<SharedContent | null> {
  return resolvers[type](db, id);
}
