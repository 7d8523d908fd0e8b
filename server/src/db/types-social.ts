import type { Generated, Kysely } from 'kysely';
import type { Database, Flag, Iso } from './types.js';

/**
 * Tables of the discover, social-video (V-Shorts) and share families (migration
 * `0010_social`). Kept beside `types.ts` so these families do not edit the core schema file;
 * `socialDb(ctx.db)` gives a Kysely typed with both.
 */
export interface DiscoverVideoCategoryTable {
  idDiscoverVideoCategory: number;
  category: string;
  imageLink: string | null;
}

export interface DiscoverVideoTable {
  idDiscoverVideo: Generated<number>;
  videoLink: string;
  language: string;
  featuredFlag: Flag;
  idDiscoverVideoCategory: number;
  uploadedDate: Iso;
  topic: string;
  videoOtp: string | null;
  videoDuration: number | null;
  postarLoc: string | null;
  videoTheme: string | null;
  videoDescription: string | null;
  totalViews: number;
  activeFlag: Flag;
  createdAt: Iso;
  updatedAt: Iso;
  createdBy: number | null;
  updatedBy: number | null;
}

export interface SocialVideoCategoryTable {
  idSocialVideoCategory: number;
  category: string;
}

export interface SocialVideoTable {
  idSocialVideo: Generated<number>;
  idSocialVideoCategory: number;
  videoTitle: string;
  videoDescription: string | null;
  videoDuration: number | null;
  thumbnailLink: string | null;
  totalLikes: number;
  totalDisLikes: number;
  totalViews: number;
  activeFlag: Flag;
  uploadedAt: Iso;
  createdAt: Iso;
  updatedAt: Iso;
}

export interface SocialVideoLinkTable {
  idSocialVideoLink: Generated<number>;
  idSocialVideo: number;
  videoLink: string;
  resolution: string;
}

export interface SocialVideoReactionTable {
  idSocialVideo: number;
  userSurId: number;
  /** 'LIKE' or 'DISLIKE'. */
  reaction: string;
  updatedAt: Iso;
}

export interface SocialVideoCommentTable {
  idSocialVideoComment: Generated<number>;
  idSocialVideo: number;
  userSurId: number;
  comment: string;
  /** 1 once enough students reported it. */
  hiddenFlag: Flag;
  reportCount: number;
  createdAt: Iso;
}

export interface SocialVideoCommentReportTable {
  idSocialVideoComment: number;
  userSurId: number;
  reason: string;
  createdAt: Iso;
}

export interface SocialVideoLogTable {
  idSocialVideo: number;
  userSurId: number;
  watchedDuration: number;
  completionFlag: Flag;
  viewCount: number;
  lastWatchedAt: Iso;
}

export interface ShareLinkTable {
  idShareVideo: Generated<number>;
  /** The random id in the link (`/share/{token}`); never the sequential key. */
  token: string;
  userSurId: number;
  idVideo: number;
  videoType: string;
  contentType: string;
  /** IST day the link was made (one link per student, video and day). */
  shareDate: string;
  viewCount: number;
  createdAt: Iso;
  expiresAt: Iso;
}

export interface SocialTables {
  discover_video_category: DiscoverVideoCategoryTable;
  discover_video: DiscoverVideoTable;
  social_video_category: SocialVideoCategoryTable;
  social_video: SocialVideoTable;
  social_video_link: SocialVideoLinkTable;
  social_video_reaction: SocialVideoReactionTable;
  social_video_comment: SocialVideoCommentTable;
  social_video_comment_report: SocialVideoCommentReportTable;
  social_video_log: SocialVideoLogTable;
  share_link: ShareLinkTable;
}

export type SocialDatabase = Database & SocialTables;

export function socialDb(db: Kysely<Database>): Kysely<SocialDatabase> {
  return db as unknown as Kysely<SocialDatabase>;
}
