import { getData } from '@app/shared';
import { listOrEmpty } from '../../common/empty';

/** `/api/v1/discover/...` (public). Failures are shown on the screen, so no error toasts. */
export interface DiscoverCategory {
  idDiscoverVideoCategory: number;
  category: string;
  imageLink: string | null;
}

export interface DiscoverVideo {
  idDiscoverVideo: number;
  videoLink: string;
  language: string;
  featuredFlag: boolean;
  idDiscoverVideoCategory: number;
  uploadedDate: string;
  topic: string;
  videoOtp: string | null;
  videoDuration: number | string | null;
  /** Poster image (sic, the contract's name). */
  postarLoc: string | null;
  videoTheme: string | null;
  videoDescription: string | null;
  totalViews: number;
}

const cfg = { skipErrorToast: true } as const;
const seg = (s: string) => encodeURIComponent(s);

export const discoverApi = {
  categories: () => listOrEmpty(getData<DiscoverCategory[]>('v1', '/discover/getAllCategories', cfg)),
  top10Latest: () => listOrEmpty(getData<DiscoverVideo[]>('v1', '/discover/getTop10Latestvideos', cfg)),
  languages: () => listOrEmpty(getData<string[]>('v1', '/discover/getLanguages', cfg)),
  byCategory: (idCategory: number, language?: string) =>
    listOrEmpty(
      getData<DiscoverVideo[]>(
        'v1',
        language ? `/discover/getDiscoverVideosByCategory/${idCategory}/${seg(language)}` : `/discover/getDiscoverVideosByCategory/${idCategory}`,
        cfg,
      ),
    ),
  latestByLanguage: (language: string) => listOrEmpty(getData<DiscoverVideo[]>('v1', `/discover/getAllLatestVideosOnLanguage/${seg(language)}`, cfg)),
};
