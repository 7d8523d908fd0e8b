import type { Generated, Kysely } from 'kysely';
import type { Database, Flag, Iso } from './types.js';

/**
 * Tables of the learning content families (migration `0020_content`), plus the columns of
 * `product` (0004_commerce) and `quiz`/`quiz_attempt` (0003_quiz) that content reads.
 * `contentDb(ctx.db)` gives a Kysely typed with them.
 */
interface Audit {
  createdAt: Iso;
  updatedAt: Iso;
  createdBy: number | null;
  updatedBy: number | null;
}

export interface SubjectTable extends Audit {
  idSubject: number;
  subjectName: string;
  videoUrl: string | null;
  header: string | null;
  description: string | null;
  imageUrl: string | null;
  color: string | null;
  kind: string;
}

export interface SubjectChapterTable extends Audit {
  idSubjectChapter: number;
  chapterName: string;
  idSubject: number;
  playlistLink: string | null;
  idClassStandard: number;
  idSyllabus: number;
  idState: number;
  sortOrder: number;
  activeFlag: Flag;
  notes: string | null;
}

export interface OfflineVideoCourseTable extends Audit {
  idOfflineVideoCourse: number;
  idProduct: number | null;
  idProductLine: number;
  idSubject: number;
  idSubjectChapter: number;
  topic: string;
  heading: string | null;
  videoSeqNumber: number;
  videoDuration: number;
  videoEnLink: string;
  videoPoster1Location: string | null;
  videoDescription: string | null;
  question: string | null;
  answer: string | null;
  pdfUrl: string | null;
  teacherNoteUrl: string | null;
  language: string;
}

export interface StudentAssignedCourseTable {
  idStudentAssignedCourse: Generated<number>;
  idStudentSubscription: number;
  userSurId: number;
  idOfflineVideoCourse: number;
  idProductLine: number;
  videoCoverageDuration: number;
  videoDuration: number;
  completeFlag: Flag;
  lastUpdatedTime: Iso | null;
  createdAt: Iso;
  updatedAt: Iso;
}

export interface VideoRatingTable {
  idVideoRating: Generated<number>;
  userSurId: number;
  idOfflineVideoCourse: number;
  rating: number;
  review: string | null;
  createdAt: Iso;
  updatedAt: Iso;
}

export interface TeacherTable {
  idTeacher: number;
  teacherName: string;
  teacherDesc: string | null;
  userImage: string | null;
  expLevel: string | null;
  primarySubejct: string | null;
  displayInHomepageFlag: Flag;
  teacherHeader: string | null;
  email: string | null;
  introVideo: string | null;
  joinedStudent: number;
  category: string;
}

export interface TeacherSubjectTable {
  idTeacherSubject: number;
  idTeacher: number;
  proficiency: string | null;
  subjectName: string | null;
  syllabusName: string | null;
}

export interface LiveClassCategoryTable {
  idLiveClassCategory: number;
  liveClassCategoryCd: string;
  liveClassCategoryName: string;
}

export interface LiveClassTable extends Audit {
  idLiveClass: Generated<number>;
  idTeacher: number | null;
  classDate: string;
  fromTime: string;
  toTime: string;
  liveClassHeading: string;
  liveClassDescription: string | null;
  idYoutubeMaster: number | null;
  liveClassUrl: string | null;
  thumbnailUrl: string | null;
  currentRunningFlag: Flag;
  pdfUrl: string | null;
  liveCompletionFlag: Flag;
  idLiveClassCategory: number;
  idClassStandard: number;
  idSubject: number;
  idSyllabus: number;
  idState: number;
  idLanguage: number;
  activeFlag: Flag;
  classType: string;
  textBelowLiveClass: string | null;
  actualClassStartDate: Iso | null;
  actualClassEndDate: Iso | null;
  seedKey: string | null;
}

export interface LiveClassReminderTable {
  idLiveClassReminder: Generated<number>;
  userSurId: number;
  idLiveClass: number;
  createdAt: Iso;
}

export interface LiveClassWatchedHistoryTable extends Audit {
  idLiveClassWatchedHistory: Generated<number>;
  idLiveClass: number;
  userSurId: number;
  idStudent: number | null;
  videoCoverageDuration: number;
  lastAccessedTimestamp: Iso;
}

export interface IssueCategoryTable {
  idIssueCategory: number;
  issueCategory: string;
  status: Flag;
}

export interface TicketTable extends Audit {
  idTicket: Generated<number>;
  userSurId: number;
  idSubjectChapter: number | null;
  videoEnLink: string | null;
  idIssueCategory: number;
  comment: string | null;
  status: string;
}

/** The `product` columns content uses (the table is created by 0004_commerce). */
export interface ContentProductTable {
  idProduct: number;
  idProductGroup: number | null;
  idClassStandard: number | null;
  idSubject: number | null;
  productName: string;
  productCd: string;
  extraCurrCategory: string | null;
  idProductLine: number;
  idSyllabus: number | null;
  idState: number | null;
  activeFlag: Flag;
}

/** The quiz columns content reads (tables owned by the quiz family, 0003_quiz). */
export interface ContentQuizTable {
  idQuiz: Generated<number>;
  kind: string;
  idSubjectChapter: number | null;
  idSubject: number | null;
  idProduct: number | null;
  idClassStandard: number | null;
  activeFlag: Flag;
}
export interface ContentQuizAttemptTable {
  idAttempt: Generated<number>;
  kind: string;
  idQuiz: number;
  userSurId: number;
  idSubjectChapter: number | null;
  status: string;
}

export interface ContentTables {
  subject: SubjectTable;
  subject_chapter: SubjectChapterTable;
  offline_video_course: OfflineVideoCourseTable;
  student_assigned_course: StudentAssignedCourseTable;
  video_rating: VideoRatingTable;
  teacher: TeacherTable;
  teacher_subject: TeacherSubjectTable;
  live_class_category: LiveClassCategoryTable;
  live_class: LiveClassTable;
  live_class_reminder: LiveClassReminderTable;
  live_class_watched_history: LiveClassWatchedHistoryTable;
  issue_category: IssueCategoryTable;
  ticket: TicketTable;
  product: ContentProductTable;
  quiz: ContentQuizTable;
  quiz_attempt: ContentQuizAttemptTable;
}

export type ContentDatabase = Database & ContentTables;

export function contentDb(db: Kysely<Database>): Kysely<ContentDatabase> {
  return db as unknown as Kysely<ContentDatabase>;
}
