/** Score display rules, shared by the result, review and attempt lists. */

/** Percentages are whole numbers on the wire (chapter quiz); others may carry decimals. */
export function formatPercent(p: number | null | undefined): string {
  if (p === null || p === undefined || !Number.isFinite(p)) return '–';
  const clamped = Math.min(100, Math.max(0, p));
  const rounded = Math.round(clamped * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)}%`;
}

export type ScoreBand = 'good' | 'ok' | 'low';
/** 75% and above: well done; 40% and above: good effort; below: keep practising. */
export function scoreBand(p: number): ScoreBand {
  if (p >= 75) return 'good';
  if (p >= 40) return 'ok';
  return 'low';
}

/** Percentage of correct answers, as the server computes it for chapter quizzes (whole number). */
export function percentOf(correct: number, total: number): number {
  if (!total) return 0;
  return Math.round((correct / total) * 100);
}

export function bestScore(scores: { quizScore: number }[]): number | null {
  return scores.length ? Math.max(...scores.map((s) => s.quizScore)) : null;
}

/** Minutes for an exam-prep set: one minute a question, at least five. */
export function examDurationMinutes(questionCount: number): number {
  return Math.max(5, questionCount);
}

export function totalMarksOf(questions: { marks: number }[]): number {
  return questions.reduce((sum, q) => sum + (Number(q.marks) || 0), 0);
}
