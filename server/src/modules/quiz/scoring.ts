import type { QuestionType } from './tables.js';

/** Scoring rules of the contract (section 8), pure so they are easy to test. */
export interface ScoredOption {
  fieldId: number;
  textFieldValue: string | null;
  correct: boolean;
}
export interface ScoredQuestion {
  idQuizQuestion: number;
  questionType: QuestionType;
  marks: number;
  options: ScoredOption[];
}
export interface ChosenAnswer {
  fieldId: number;
  textFieldValue?: string | null;
}

/** Typed answers match ignoring case, surrounding and repeated spaces. */
export function normaliseText(s: string | null | undefined): string {
  return (s ?? '').normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * - OBJECTIVE: the chosen fieldId is the correct one (exactly one chosen);
 * - MULTISELECT: as many chosen as there are correct answers, and every chosen one correct;
 * - SUBJECTIVE: every blank (fieldId) answered with its expected text.
 */
export function isCorrect(q: ScoredQuestion, chosen: ChosenAnswer[]): boolean {
  if (!chosen.length) return false;
  const byField = new Map(q.options.map((o) => [o.fieldId, o]));
  if (q.questionType === 'SUBJECTIVE') {
    const given = new Map(chosen.map((c) => [c.fieldId, normaliseText(c.textFieldValue)]));
    return q.options.length > 0 && q.options.every((o) => given.get(o.fieldId) === normaliseText(o.textFieldValue) && normaliseText(o.textFieldValue) !== '');
  }
  const ids = [...new Set(chosen.map((c) => c.fieldId))];
  if (ids.some((id) => !byField.has(id))) return false;
  const correct = q.options.filter((o) => o.correct).map((o) => o.fieldId);
  if (q.questionType === 'OBJECTIVE') return ids.length === 1 && correct.includes(ids[0]!);
  return ids.length === correct.length && ids.every((id) => correct.includes(id));
}

/** The student's answer as readable text, for the review. */
export function answerTextOf(q: ScoredQuestion, chosen: ChosenAnswer[]): string | null {
  if (!chosen.length) return null;
  if (q.questionType === 'SUBJECTIVE') {
    return q.options.map((o) => chosen.find((c) => c.fieldId === o.fieldId)?.textFieldValue?.trim() ?? '').filter(Boolean).join(', ') || null;
  }
  const ids = new Set(chosen.map((c) => c.fieldId));
  return q.options.filter((o) => ids.has(o.fieldId)).map((o) => o.textFieldValue ?? '').join(', ') || null;
}

export interface ScoreResult {
  totalQuestions: number;
  answeredQuestions: number;
  totalCorrect: number;
  totalMarks: number;
  scoredMarks: number;
  /** 0-100, two decimals. */
  percentage: number;
  perQuestion: { idQuizQuestion: number; correct: boolean; studentAnswerText: string | null; answered: boolean }[];
}

export function score(questions: ScoredQuestion[], answers: Map<number, ChosenAnswer[]>): ScoreResult {
  let totalCorrect = 0;
  let totalMarks = 0;
  let scoredMarks = 0;
  let answeredQuestions = 0;
  const perQuestion: ScoreResult['perQuestion'] = [];
  for (const q of questions) {
    const chosen = answers.get(q.idQuizQuestion) ?? [];
    const answered = chosen.length > 0;
    if (answered) answeredQuestions++;
    const ok = isCorrect(q, chosen);
    totalMarks += q.marks;
    if (ok) {
      totalCorrect++;
      scoredMarks += q.marks;
    }
    perQuestion.push({ idQuizQuestion: q.idQuizQuestion, correct: ok, studentAnswerText: answerTextOf(q, chosen), answered });
  }
  const totalQuestions = questions.length;
  const percentage = totalQuestions ? Math.round((totalCorrect / totalQuestions) * 10000) / 100 : 0;
  return { totalQuestions, answeredQuestions, totalCorrect, totalMarks, scoredMarks, percentage, perQuestion };
}

const MONTHS = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'];
/** Java's `date.getMonth() + "-" + date.getDayOfMonth()`: `2026-06-05` → `JUNE-5`. */
export function monthDay(isoDate: string): string {
  const [, m, d] = isoDate.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1]}-${d}`;
}
