import { call, getData, type Page } from '@app/shared';
import type {
  ChapterQuizAvailability,
  ChapterVideos,
  IssueCategory,
  Language,
  LiveClass,
  StreamingInfo,
  StudentSummary,
  Subject,
  SubjectCard,
  SubjectInfo,
  Teacher,
  VideoStreamingLog,
  WatchedHistoryGroups,
} from './types';

/** Live-class categories (api-contract.md "Magic IDs"). */
export const LIVE_CATEGORY = { ACADEMIC: 1, EXTRA_CUR: 2 } as const;
/** Language 7 is English, the default. */
export const DEFAULT_LANGUAGE = 7;
/** The extra-curricular call: class standard 4 (NA), category 2. */
export const EXTRA_CURR_CLASS_STANDARD = 4;
/** Product lines: 5 academic videos, 6 extra-curricular videos. */
export const PRODUCT_LINE = { ACADEMIC: 5, EXTRA_CUR: 6 } as const;

/** Options passed through to the shared client (e.g. `skipErrorToast` when the screen handles a failure). */
export interface CallOpts {
  skipErrorToast?: boolean;
  signal?: AbortSignal;
}

// ---- Courses ----

export const fetchStudentSummary = (idVlUser: number, o: CallOpts = {}) =>
  getData<StudentSummary | null>('v1', '/assigned-course/get-student-summary', { params: { idVlUser }, ...o });

export const fetchContinueWatching = (o: CallOpts = {}) =>
  getData<VideoStreamingLog[] | null>('v1', '/assigned-course/continue-to-watch-videos', o).then((d) => d ?? []);

/** Saves the watched duration (seconds) of one assigned video. */
export const saveVideoDuration = (idStudentAssignedCourse: number, duration: number, o: CallOpts = {}) =>
  call<unknown>('v1', { method: 'PUT', url: `/assigned-course/video/${idStudentAssignedCourse}`, params: { duration }, ...o });

// ---- Live classes ----

export interface LiveListParams {
  idLiveClassCategory?: number;
  idLanguage?: number;
  idSubject?: number;
}
const liveDefaults = (p: LiveListParams) => ({
  idLiveClassCategory: p.idLiveClassCategory ?? LIVE_CATEGORY.ACADEMIC,
  idLanguage: p.idLanguage ?? DEFAULT_LANGUAGE,
  idSubject: p.idSubject ?? -1,
});

export const fetchLiveNow = (p: LiveListParams = {}, o: CallOpts = {}) =>
  getData<LiveClass[] | null>('v1', '/liveClass/all-academic-live', { params: liveDefaults(p), ...o }).then((d) => d ?? []);

export const fetchUpcoming = (p: LiveListParams = {}, o: CallOpts = {}) =>
  getData<LiveClass[] | null>('v1', '/liveClass/all-academic-upcoming', { params: liveDefaults(p), ...o }).then((d) => d ?? []);

export const notifyUpcoming = (idVlUser: number, idLiveClass: number, o: CallOpts = {}) =>
  call<unknown>('v1', { method: 'GET', url: '/liveClass/notify-for-upcoming-live-class', params: { idVlUser, idLiveClass }, ...o });

export const fetchExtraCurricularLive = (o: CallOpts = {}) =>
  getData<LiveClass[] | null>('v1', '/liveClass/allcategory-live-classes', {
    params: { idClassStandard: EXTRA_CURR_CLASS_STANDARD, idLiveClassCategory: LIVE_CATEGORY.EXTRA_CUR },
    ...o,
  }).then((d) => d ?? []);

export const fetchExtraCurricularWebcasted = (pageNumber = 0, o: CallOpts = {}) =>
  getData<Page<LiveClass> | null>('v1', '/liveClass/all-extra-cur-webcasted', { params: { pageNumber }, ...o });

export const fetchLiveClassDetails = (idLiveClass: number, o: CallOpts = {}) =>
  getData<LiveClass>('v1', '/liveClass/getLiveClassDetails', { params: { idLiveClass }, ...o });

export const syncLiveWatchedHistory = (idLiveClass: number, o: CallOpts = {}) =>
  call<unknown>('v1', { method: 'POST', url: '/liveClass/sync-live-class-watched-history', params: { idLiveClass }, ...o });

export const updateLiveWatchedDuration = (idLiveClass: number, watchedDuration: number, o: CallOpts = {}) =>
  call<unknown>('v1', { method: 'PUT', url: '/liveClass/update-watched-history', params: { idLiveClass, watchedDuration }, ...o });

export interface WatchedHistoryParams {
  pageNumber: number;
  idSubject: number;
  idLanguage: number;
  /** Only free classes; omitted for all. */
  free?: boolean;
}
export const fetchWatchedHistory = (p: WatchedHistoryParams, o: CallOpts = {}) =>
  getData<Page<WatchedHistoryGroups> | null>('v1', '/liveClass/get-all-live-class-watched-history', {
    params: { pageNumber: p.pageNumber, idSubject: p.idSubject, idLanguage: p.idLanguage, ...(p.free ? { type: 'free' } : {}) },
    ...o,
  });

/** Filters of GET /free-live-class; every one defaults to -1 (any). */
export interface FreeLiveFilters {
  idClassStandard: number;
  idLiveClassCategory: number;
  idLanguage: number;
  idSubject: number;
  idSyllabus: number;
  idState: number;
  page: number;
  /** -1 any, 0 or 1. */
  currentRunningFlag: number;
  completionFlag: number;
}
export const fetchFreeLiveClasses = (f: FreeLiveFilters, o: CallOpts = {}) =>
  getData<Page<LiveClass> | null>('v1', '/free-live-class', { params: { ...f }, ...o });

export const fetchTeachers = (category: 'ACADEMIC' | 'EXTRA_CUR' = 'ACADEMIC', o: CallOpts = {}) =>
  getData<Teacher[] | null>('v1', '/teacher/teacher-by-category', { params: { category }, ...o }).then((d) => d ?? []);

// ---- Subjects and subscriptions ----

export interface ProfileIds {
  idClassStandard: number;
  idSyllabus: number;
  idState: number;
}

/** The student's subject cards (V2 takes the profile ids). */
export const fetchSubStatus = (p: ProfileIds, o: CallOpts = {}) =>
  getData<SubjectCard[] | null>('v2', '/subscription/get-sub-status', { params: { ...p }, ...o }).then((d) => d ?? []);

export const fetchExtraCurrSubStatus = (o: CallOpts = {}) =>
  getData<SubjectCard[] | null>('v1', '/subscription/get-extracurr-sub-status', o).then((d) => d ?? []);

/** The student's subscription to a subject (academic line 5, or extra-curricular). */
export interface SubjectSubscription {
  idStudentSubscription: number;
  idProduct: number;
  idSubject: number;
}
export const fetchSubjectSubscription = (idSubject: number, extraCurricular: boolean, o: CallOpts = {}) =>
  getData<SubjectSubscription>('v1', extraCurricular ? '/subscription/extra-curr' : '/subscription/', { params: { idSubject }, ...o });

export const fetchAcademicSubjects = (p: ProfileIds, o: CallOpts = {}) =>
  getData<Subject[] | null>('v1', '/subject/academic/list', { params: { ...p }, ...o }).then((d) => d ?? []);

export const fetchEcaSubjects = (o: CallOpts = {}) =>
  getData<Subject[] | null>('v1', '/subject/eca', o).then((d) => d ?? []);

export const fetchLanguages = (o: CallOpts = {}) =>
  getData<Language[] | null>('v1', '/auth/languages', o).then((d) => d ?? []);

export interface SubjectInfoParams extends ProfileIds {
  idSubject: number;
  idProductLine: number;
  idStudentSubscription: number;
}
export const fetchSubjectInfo = (p: SubjectInfoParams, o: CallOpts = {}) =>
  getData<SubjectInfo>('v3', '/subscription/subject-info', { params: { ...p }, ...o });

export const fetchChapterQuizAvailability = (idSubjectChapter: number, idStudentSubscription: number, o: CallOpts = {}) =>
  getData<ChapterQuizAvailability>('v3', '/subscription/get-chapter-quiz-availability', { params: { idSubjectChapter, idStudentSubscription }, ...o });

/** The premium gate for one video: 402 for students with neither subscription nor trial. */
export const fetchStudentAssignedCourse = (idOfflineVideoCourse: number, o: CallOpts = {}) =>
  getData<unknown>('v1', '/subscription/student-assigned-course', { params: { idOfflineVideoCourse }, ...o });

export const fetchChapterVideos = (idStudentSubscription: number, idSubjectChapter: number, o: CallOpts = {}) =>
  getData<ChapterVideos>('v1', '/offlineCourse/chapter-based-video', { params: { idStudentSubscription, idSubjectChapter }, ...o });

export interface StreamingInfoParams extends ProfileIds {
  idSubject: number;
  idSubjectChapter: number;
  idStudentSubscription?: number;
  language?: string;
}
export const fetchStreamingInfo = (p: StreamingInfoParams, o: CallOpts = {}) =>
  getData<StreamingInfo>('v1', '/subscription/streaming-info', {
    params: { language: 'English', idStudentSubscription: -1, ...p },
    ...o,
  });

// ---- Ratings, tickets, share ----

export const fetchIsRatingAvailable = (idOfflineVideoCourse: number, o: CallOpts = {}) =>
  getData<boolean | null>('v1', '/offlineCourse/is-rating-available', { params: { idOfflineVideoCourse }, ...o });

export const saveVideoRating = (body: { idOfflineVideoCourse: number; rating: number; review: string }, o: CallOpts = {}) =>
  call<unknown>('v1', { method: 'POST', url: '/offlineCourse/save-video-ratings', data: body, ...o });

export const fetchIssueCategories = (o: CallOpts = {}) =>
  getData<IssueCategory[] | null>('v1', '/ticket/get-issue-category', o).then((d) => d ?? []);

export interface TicketBody {
  idSubjectChapter: number;
  videoEnLink: string;
  idIssueCategory: number;
  comment: string;
  status: string;
}
export const saveTicket = (body: TicketBody, o: CallOpts = {}) =>
  call<unknown>('v1', { method: 'POST', url: '/ticket/save-ticket', data: body, ...o });

export const getShareLink = (body: { idVideo: number; videoType: 'liveclass' | 'discover' | 'animated'; contentType: 'premium' | 'free' }, o: CallOpts = {}) =>
  call<string>('v1', { method: 'POST', url: '/share/get-link', data: body, ...o });
