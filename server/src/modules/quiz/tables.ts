import type { Generated, Selectable } from 'kysely';
import type { Flag, Iso, JsonText } from '../../db/types.js';

/** The quiz family's tables (migration 0003_quiz), merged into the app's Database type. */
export type QuizKind = 'CHAPTER' | 'SUBJECT' | 'EXAM_PREP' | 'VCT' | 'CHALLENGER';
export type QuestionType = 'OBJECTIVE' | 'MULTISELECT' | 'SUBJECTIVE';

export interface QuizTable {
  idQuiz: Generated<number>;
  kind: QuizKind;
  quizName: string;
  idSubjectChapter: number | null;
  idSubject: number | null;
  idProduct: number | null;
  idClassStandard: number | null;
  idOfflineVideoCourse: number | null;
  durationSeconds: number | null;
  color: string | null;
  /** Stable key of seeded quizzes (idempotent seeding). */
  seedKey: string | null;
  activeFlag: Flag;
  createdAt: Iso;
}

export interface QuizQuestionTable {
  idQuizQuestion: Generated<number>;
  idQuiz: number;
  questionText: string;
  questionTitle: string | null;
  questionType: QuestionType;
  numberOptions: number;
  diagramLoc: string | null;
  marks: number;
  /** The correct answer as text (shown in reviews only). */
  answerText: string | null;
  explanation: string | null;
  /** VCT: the subject the question counts towards. */
  idSubject: number | null;
  sectionName: string | null;
  sortOrder: number;
  questionActiveFlag: Flag;
}

export interface QuizAnswerTable {
  idAnswer: Generated<number>;
  idQuizQuestion: number;
  fieldId: number;
  /** Option text; for SUBJECTIVE the expected text. */
  textFieldValue: string | null;
  correctValueFlag: Flag;
}

export interface QuizAttemptTable {
  idAttempt: Generated<number>;
  kind: QuizKind;
  idQuiz: number;
  userSurId: number;
  idStudentSubscr: number;
  idSubjectChapter: number | null;
  idSubject: number | null;
  idProduct: number | null;
  clientAttemptId: string | null;
  status: 'IN_PROGRESS' | 'SUBMITTED';
  startedAt: Iso;
  deadlineAt: Iso | null;
  submittedAt: Iso | null;
  late: Flag;
  totalQuestions: number;
  answeredQuestions: number;
  totalCorrect: number;
  totalMarks: number;
  scoredMarks: number;
  percentage: number;
  /** The submitted (or, for a running challenger attempt, saved) answers. */
  answersJson: JsonText | null;
  /** Per question: { idQuizQuestion, correct, studentAnswerText }. */
  resultsJson: JsonText | null;
}

declare module '../../db/types.js' {
  interface Database {
    quiz: QuizTable;
    quiz_question: QuizQuestionTable;
    quiz_answer: QuizAnswerTable;
    quiz_attempt: QuizAttemptTable;
  }
}

export type Quiz = Selectable<QuizTable>;
export type QuizQuestion = Selectable<QuizQuestionTable>;
export type QuizAnswer = Selectable<QuizAnswerTable>;
export type QuizAttempt = Selectable<QuizAttemptTable>;
