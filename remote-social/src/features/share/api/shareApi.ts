import { call } from '@app/shared';

/** `GET|PUT /api/v1/share/{idShare}` (public). */
export interface SharedVideo {
  idShareVideo: number | string;
  videoType: string;
  s3BucketURL: string | null;
  vcpVideoId: string | null;
  vcpVideoOtp: string | null;
  liveClassURL: string | null;
  premiumFlag: boolean;
  title: string | null;
  subTitle: string | null;
  description: string | null;
  thumbnailURL: string | null;
}

export const shareApi = {
  /** The logged-out variant sends no bearer token (`anonymous`). Failures are shown on the page. */
  get: (idShare: string, loggedIn: boolean) =>
    call<SharedVideo>('v1', { method: 'GET', url: `/share/${encodeURIComponent(idShare)}`, anonymous: !loggedIn, skipErrorToast: true }).then((r) => r.data),
  countView: (idShare: string, loggedIn: boolean) =>
    call<unknown>('v1', { method: 'PUT', url: `/share/${encodeURIComponent(idShare)}`, anonymous: !loggedIn, skipErrorToast: true }),
};
