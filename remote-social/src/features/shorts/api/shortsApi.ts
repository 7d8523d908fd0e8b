import { call, getData, type Page } from '@app/shared';

/** `/api/v1/social-video/...` (V-Shorts). */
export interface SocialVideoComment {
  idSocialVideoComment: number;
  idSocialVideo: number;
  comment: string;
  userName: string;
  createdAt: string;
  /** The caller wrote it (cannot be reported). */
  ownComment: boolean;
}

export interface SocialVideoLink {
  videoLink: string;
  resolution: string;
}

export interface SocialVideo {
  idSocialVideo: number;
  videoTitle: string;
  videoDescription: string | null;
  videoDuration: number | null;
  totalLikes: number;
  totalDisLikes: number;
  totalComments?: number;
  completionFlag: boolean;
  thumbnailLink: string | null;
  likeFlag: boolean;
  disLikeFlag: boolean;
  comments: SocialVideoComment[];
  videoLinks: SocialVideoLink[];
}

export interface Reaction {
  idSocialVideo: number;
  totalLikes: number;
  totalDisLikes: number;
  likeFlag: boolean;
  disLikeFlag: boolean;
}

/** The spec's short-video page: page 0, size 100, not-completed first. */
export const SHORTS_PAGE = { pageNumber: 0, pageSize: 100, completeFlag: false } as const;
/** Longest comment the server accepts. */
export const COMMENT_MAX_LENGTH = 300;
export const REPORT_REASONS = ['abusive', 'bullying', 'spam', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const shortsApi = {
  feed: () => getData<Page<SocialVideo> | null>('v1', '/social-video/get-social-videos', { params: SHORTS_PAGE, skipErrorToast: true }),
  react: (id: number, likeFlag: boolean, disLikeFlag: boolean) =>
    call<Reaction>('v1', { method: 'POST', url: `/social-video/${id}/like-dislike`, data: { likeFlag, disLikeFlag } }).then((r) => r.data),
  viewCount: (id: number) => call<unknown>('v1', { method: 'PUT', url: `/social-video/${id}/view-count`, skipErrorToast: true }),
  log: (id: number, watchedDuration: number, completionFlag: boolean) =>
    call<unknown>('v1', {
      method: 'POST',
      url: `/social-video/${id}/social-video-log`,
      data: { watchedDuration: Math.max(0, Math.round(watchedDuration)), completionFlag },
      skipErrorToast: true,
    }),
  comments: (id: number, pageNumber: number) =>
    getData<Page<SocialVideoComment> | null>('v1', `/social-video/${id}/comment`, { params: { pageNumber }, skipErrorToast: true }),
  postComment: (id: number, comment: string) =>
    call<SocialVideoComment>('v1', { method: 'POST', url: `/social-video/${id}/comment`, data: { comment }, skipErrorToast: true }).then((r) => r.data),
  reportComment: (idComment: number, reason: ReportReason) =>
    call<unknown>('v1', { method: 'POST', url: `/social-video/comment/${idComment}/report`, data: { reason }, skipErrorToast: true }),
};
