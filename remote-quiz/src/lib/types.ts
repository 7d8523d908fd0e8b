/** Wire shapes of the quiz API (api-contract.md section 8, plus our challenger and hub endpoints). */
export type QuestionType = 'OBJECTIVE' | 'MULTISELECT' | 'SUBJECTIVE';

export interface Answer {
  idAnswer: number;
  /** Option text; null for SUBJECTIVE blanks (students never see the expected text). */
  textFieldValue: string | null;
  /** Always false for students. */
  correctValueFlag: boolean;
  fieldId: number;
  idQuizQuestion: number;
}

export interface QuizRef {
  idQuiz: number;
  idSubjectChapter: number | null;
  idSubject: number | null;
  idProduct: number | null;
  quizName: string;
  idOfflineVideoCourse: number | null;
}

export interface Question {
  idQuizQuestion: number;
  questionText: string;
  questionActiveFlag: boolean;
  answerText: string | null;
  questionType: QuestionType;
  numberOptions: number;
  diagramLoc: string | null;
  questionTitle: string | null;
  marks: number;
  quiz: QuizRef;
  answers: Answer[];
}

/** One question as submitted: only the chosen answers. */
export interface SubmittedQuestion {
  idQuizQuestion: number;
  questionType: QuestionType;
  answers: { idAnswer?: number; fieldId: number; textFieldValue?: string | null }[];
}

export interface StudentChapterQuiz {
  idStudentChapterQuiz: number;
  quizDate: string;
  quizScore: number;
  idSubjectChapter: number;
  idStudentSubscr: number;
}

export interface StudentSubjectQuiz {
  idStudentSubjectQuiz: number;
  idStudentSubscr: number;
  quizDate: string;
  quizScore: number;
  idSubject: number;
  idQuiz: number;
  totalMarksScored: number;
}

export interface ChapterSubmitResult {
  totalQuestions: number;
  totalCorrectAnswers: number;
  percentage: number;
  studentChapterQuiz: StudentChapterQuiz;
}

export interface SubjectSubmitResult {
  totalQuestions: number;
  totalCorrectAnswers: number;
  percentage: number;
  studentSubjectQuiz: StudentSubjectQuiz;
}

export interface ReviewItem {
  idQuizQuestion: number;
  questionText: string;
  questionType: QuestionType;
  /** The correct answer, as text. */
  answerText: string | null;
  /** Whether the student's answer was right. */
  correctValueFlag: boolean;
  explanation?: string | null;
  /** What the student chose (text), when known. */
  studentAnswerText?: string | null;
  marks?: number;
}

export interface Review {
  noOfQuestions: number;
  correctAnswers: number;
  percentage: number;
  reviewData: ReviewItem[];
}

export interface VctGroup {
  questionType: QuestionType;
  mark: number;
  noOfQuestion: number;
  questionTitle: string;
  questions: Question[];
}

export interface VctPaper {
  idProduct: number;
  idQuiz: number;
  idSubject: number | null;
  subjectName: string;
  color: string | null;
  totalMarks: number;
  quizData: VctGroup[];
}

export interface VctSubmitResult {
  totalQuestions: number;
  totalCorrectAnswers?: number;
  totalMarks: number;
  totalScoredMarks: number;
  percentage: number;
  studentSubjectQuiz: StudentSubjectQuiz;
}

export interface VctSubjectReview {
  idSubject: number | null;
  subjectName: string;
  totalQuestions: number;
  correctAnswers: number;
  totalMarks: number;
  scoredMarks: number;
  percentage: number;
}

export interface VctResultAndRanking {
  globalRanking: number;
  totalParticipants?: number;
  totalMarks?: number;
  totalScoredMarks?: number;
  percentage?: number;
  subjectReview: VctSubjectReview[];
}

export interface ChallengerStart {
  idAttempt: number;
  /** ISO instant: the server's deadline. */
  deadline: string;
  durationSeconds: number;
  /** ISO instant of the server clock when it answered (to correct the client clock). */
  serverTime: string;
  quizName: string;
  questions: Question[];
  /** Answers the server already holds for a resumed attempt. */
  savedAnswers?: SubmittedQuestion[];
}

export interface ChallengerResult {
  idAttempt: number;
  totalQuestions: number;
  answeredQuestions: number;
  totalCorrectAnswers: number;
  totalMarks: number;
  totalScoredMarks: number;
  percentage: number;
  late: boolean;
  submittedAt: string;
}

export interface HubChapter {
  idSubjectChapter: number;
  chapterName: string;
  questionCount: number;
  examPrepCount: number;
  attempts: number;
  bestScore: number | null;
}
export interface HubSubject {
  idSubject: number;
  subjectName: string;
  idProduct: number;
  subjectQuizQuestions: number;
  chapters: HubChapter[];
}
export interface HubTest {
  idProduct: number;
  idQuiz: number;
  quizName: string;
  questionCount: number;
  totalMarks: number;
  durationSeconds?: number;
  taken?: boolean;
}
export interface QuizHub {
  subjects: HubSubject[];
  vct: HubTest[];
  challenger: HubTest[];
}

/** What /result shows (kept in session storage so a reload keeps it). */
export interface ResultRecord {
  kind: 'chapter' | 'subject' | 'examPrep' | 'vct' | 'challenger';
  title: string;
  totalQuestions: number;
  totalCorrectAnswers: number;
  percentage: number;
  totalMarks?: number;
  totalScoredMarks?: number;
  /** Link to the review, when there is one. */
  reviewPath?: string;
  /** Link to take it again. */
  retakePath?: string;
  late?: boolean;
  at: string;
}
