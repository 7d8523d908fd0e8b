/** Wire shapes of the calls remote-learning makes (api-contract.md sections 4, 5, 7, 9). */

export interface Subject {
  idSubject: number;
  subjectName: string;
  videoURL?: string | null;
  header?: string | null;
  description?: string | null;
  imageURL?: string | null;
  color?: string | null;
}

/** A subject card from get-sub-status: `{idProduct, idSubject, subjectName, imageURL, color[, percentage]}`. */
export interface SubjectCard {
  idProduct: number;
  idSubject: number;
  subjectName: string;
  imageURL?: string | null;
  color?: string | null;
  percentage?: number | string | null;
  idStudentSubscription?: number | null;
}

/** VideoStreamingLog: one continue-watching row. */
export interface VideoStreamingLog {
  idVideoStreamingLog: number;
  idVlUser?: number;
  idOfflineVideoCourse: number;
  idStudentAssignedCourse: number;
  idProduct?: number;
  videoCoverageDuration: number | null;
  videoDuration: number | null;
  pctComplete?: string | number | null;
  idSubject: number;
  subjectName?: string | null;
  idSubjectChapter: number;
  chapterName?: string | null;
  topic?: string | null;
  videoPoster1Location?: string | null;
  videoDescription?: string | null;
  completeFlag?: boolean | null;
  lastUpdatedTime?: string | null;
  category?: string | null;
  videoSeqNumber?: number | null;
}

export interface LiveClass {
  idLiveClass: number;
  idTeacher?: number | null;
  classDate?: string | null;
  fromTime?: string | null;
  toTime?: string | null;
  liveClassHeading: string;
  liveClassDescription?: string | null;
  liveClassURL?: string | null;
  thumbnailURL?: string | null;
  currentRunningFlag?: boolean | null;
  liveCompletionFlag?: boolean | null;
  pdfURL?: string | null;
  idLiveClassCategory?: number | null;
  classCategory?: string | null;
  teacherName?: string | null;
  teacherHeader?: string | null;
  teacherDescription?: string | null;
  introVideoURL?: string | null;
  classStandard?: string | { idClassStandard: number; classStandadName: string } | null;
  language?: string | null;
  idSubject?: number | null;
  subjectName?: string | null;
  syllabusName?: string | null;
  stateName?: string | null;
  textBelowLiveClass?: string | null;
  classType?: string | null;
  /** Upcoming classes: the caller already asked for a reminder. */
  notifyRequested?: boolean | null;
  liveClassDesc?: string | null;
}

export interface LiveClassWatchedHistory {
  idLiveClassWatchedHistory: number;
  idLiveClass: number;
  thumbnailURL?: string | null;
  lastAccessedTimestamp?: string | null;
  videoCoverageDuration?: number | null;
  idLiveClassCategory?: number | null;
  liveClassHeading: string;
  liveClassDescription?: string | null;
  idSubject?: number | null;
  subjectName?: string | null;
}

export interface WatchedHistoryGroups {
  ACADEMIC?: LiveClassWatchedHistory[];
  EXTRA_CUR?: LiveClassWatchedHistory[];
}

export interface TeacherSubject { proficiency?: string | null; subjectName?: string | null; syllabusName?: string | null }
export interface Teacher {
  idTeacher: number;
  teacherName: string;
  teacherDesc?: string | null;
  userImage?: string | null;
  expLevel?: string | number | null;
  primarySubejct?: string | null;
  teacherHeader?: string | null;
  joinedStudent?: number | null;
  teacherSubjects?: TeacherSubject[] | null;
}

export interface SubjectChapter {
  idSubjectChapter: number;
  chapterName: string;
  idSubject: number;
  sortOrder?: number | null;
  activeFlag?: boolean | null;
}

export interface StreamingSubjectChapter {
  chapter: SubjectChapter;
  accessAllowed: boolean;
  completionPercentage?: number | string | null;
  isQuizAvailable?: boolean | null;
  totalChapterVideos?: number | null;
  totalChapterWatchHours?: number | string | null;
}

export interface SubjectInfo {
  classStandardName?: string | null;
  syllabusName?: string | null;
  subjectName: string;
  percentageCompletion?: number | string | null;
  idProduct?: number | null;
  idStudentSubscription?: number | null;
  streamingSubjectChapters?: StreamingSubjectChapter[] | null;
  subjectChapters?: StreamingSubjectChapter[] | null;
  totalSubjectVideos?: number | null;
  totalSubjectWatchHours?: number | string | null;
  subjectThumbnailURL?: string | null;
}

export interface ChapterQuizAvailability {
  isChapterQuizAvailable: boolean;
  isPreviousQuizAttempted: boolean;
}

/** One video of chapter-based-video's studentVideoStreamingDTO. */
export interface StreamingVideo {
  idOfflineVideoCourse: number;
  videoPoster1Location?: string | null;
  videoEnLink?: string | null;
  videoOtp?: string | null;
  pdfURL?: string | null;
  techerNoteURL?: string | null;
  question?: string | null;
  answer?: string | null;
  videoSeqNumber?: number | null;
  idStudentAssignedCourse?: number | null;
  completeFlag?: boolean | null;
  videoCoverageDuration?: number | null;
  videoDuration?: number | null;
  pctComplete?: string | number | null;
  isCurrentlyStreaming?: boolean | null;
  topic?: string | null;
  videoDescription?: string | null;
  heading?: string | null;
}

export interface ChapterVideos {
  idStudentSubscription?: number | null;
  idSubjectChapter: number;
  idSubject: number;
  subjectName?: string | null;
  totalDuration?: number | string | null;
  totalContent?: number | null;
  chapterName?: string | null;
  nextIdSubjectChapter?: number | null;
  isNextChapterAvailable?: boolean | null;
  isAccessAllowed?: boolean | null;
  studentVideoStreamingDTO: StreamingVideo[];
}

/** streaming-info's item (the free, public listing). */
export interface StreamingInfoVideo {
  idOfflineVideoCourse: number;
  idProduct?: number;
  topic?: string | null;
  idSubjectChapter: number;
  idSubject: number;
  videoDescription?: string | null;
  heading?: string | null;
  question?: string | null;
  answer?: string | null;
  pdfURL?: string | null;
  videoEnLink?: string | null;
}
export interface StreamingInfo {
  chapterVideoCourseList: StreamingInfoVideo[][];
  prevChapterAttemptFlag: boolean;
}

export interface IssueCategory { idIssueCategory: number; issueCategory: string; status?: boolean | null }

export interface Language { idLanguage: number; language: string }

/** get-student-summary: the shape is not fixed by the contract; known numeric fields are shown. */
export type StudentSummary = Record<string, unknown>;
