import type { Question, SubmittedQuestion } from './types';

/**
 * The state of one attempt, as a pure reducer: which answers are chosen, which questions were
 * viewed, where the student is. Everything here is serialisable, so it can be saved to local
 * storage after every change and restored after a reload.
 */
export interface QuestionAnswer {
  /** Chosen options (fieldId) for OBJECTIVE and MULTISELECT. */
  fieldIds: number[];
  /** Typed text per blank (fieldId) for SUBJECTIVE. */
  texts: Record<number, string>;
}

export interface AttemptState {
  /** Question ids in the order shown (kept stable across reloads). */
  order: number[];
  current: number;
  answers: Record<number, QuestionAnswer>;
  viewed: number[];
  startedAt: string;
  /** Sent with the submit so a retried submit is counted once. */
  clientAttemptId: string;
}

export type QuestionStatus = 'answered' | 'viewed' | 'notAnswered';

export type AttemptAction =
  | { type: 'choose'; question: Question; fieldId: number }
  | { type: 'text'; question: Question; fieldId: number; value: string }
  | { type: 'clear'; idQuizQuestion: number }
  | { type: 'goto'; index: number }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'restore'; state: AttemptState };

export function newClientAttemptId(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return c.randomUUID();
  return `a-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function initialAttempt(questions: Question[], now = new Date()): AttemptState {
  const order = questions.map((q) => q.idQuizQuestion);
  return { order, current: 0, answers: {}, viewed: order.length ? [order[0]!] : [], startedAt: now.toISOString(), clientAttemptId: newClientAttemptId() };
}

/**
 * Puts a saved attempt back over the questions the server sent now: keeps the saved order,
 * drops answers to questions that no longer exist, appends new questions at the end.
 */
export function reconcile(saved: AttemptState, questions: Question[]): AttemptState {
  const ids = new Set(questions.map((q) => q.idQuizQuestion));
  const order = saved.order.filter((id) => ids.has(id));
  for (const q of questions) if (!order.includes(q.idQuizQuestion)) order.push(q.idQuizQuestion);
  const answers: Record<number, QuestionAnswer> = {};
  for (const [k, v] of Object.entries(saved.answers ?? {})) {
    const id = Number(k);
    const q = questions.find((x) => x.idQuizQuestion === id);
    if (!q || !v) continue;
    const valid = new Set(q.answers.map((a) => a.fieldId));
    const fieldIds = (v.fieldIds ?? []).filter((f) => valid.has(f));
    const texts: Record<number, string> = {};
    for (const [f, t] of Object.entries(v.texts ?? {})) if (valid.has(Number(f)) && typeof t === 'string') texts[Number(f)] = t;
    answers[id] = { fieldIds, texts };
  }
  return {
    order,
    current: Math.min(Math.max(0, saved.current | 0), Math.max(0, order.length - 1)),
    answers,
    viewed: (saved.viewed ?? []).filter((id) => ids.has(id)),
    startedAt: saved.startedAt,
    clientAttemptId: saved.clientAttemptId || newClientAttemptId(),
  };
}

function markViewed(state: AttemptState, index: number): AttemptState {
  const id = state.order[index];
  if (id === undefined || state.viewed.includes(id)) return { ...state, current: index };
  return { ...state, current: index, viewed: [...state.viewed, id] };
}

export function attemptReducer(state: AttemptState, action: AttemptAction): AttemptState {
  switch (action.type) {
    case 'restore':
      return action.state;
    case 'goto':
      if (action.index < 0 || action.index >= state.order.length) return state;
      return markViewed(state, action.index);
    case 'next':
      return state.current + 1 < state.order.length ? markViewed(state, state.current + 1) : state;
    case 'prev':
      return state.current > 0 ? markViewed(state, state.current - 1) : state;
    case 'clear': {
      const answers = { ...state.answers };
      delete answers[action.idQuizQuestion];
      return { ...state, answers };
    }
    case 'choose': {
      const q = action.question;
      const prev = state.answers[q.idQuizQuestion] ?? { fieldIds: [], texts: {} };
      let fieldIds: number[];
      if (q.questionType === 'MULTISELECT') {
        fieldIds = prev.fieldIds.includes(action.fieldId) ? prev.fieldIds.filter((f) => f !== action.fieldId) : [...prev.fieldIds, action.fieldId].sort((a, b) => a - b);
      } else {
        fieldIds = [action.fieldId];
      }
      return { ...state, answers: { ...state.answers, [q.idQuizQuestion]: { ...prev, fieldIds } } };
    }
    case 'text': {
      const q = action.question;
      const prev = state.answers[q.idQuizQuestion] ?? { fieldIds: [], texts: {} };
      return { ...state, answers: { ...state.answers, [q.idQuizQuestion]: { ...prev, texts: { ...prev.texts, [action.fieldId]: action.value } } } };
    }
    default:
      return state;
  }
}

export function isAnswered(q: Question, a: QuestionAnswer | undefined): boolean {
  if (!a) return false;
  if (q.questionType === 'SUBJECTIVE') {
    const blanks = q.answers.length ? q.answers : [];
    if (!blanks.length) return false;
    return blanks.every((b) => (a.texts[b.fieldId] ?? '').trim() !== '');
  }
  return a.fieldIds.length > 0;
}

export function statusOf(q: Question, state: AttemptState): QuestionStatus {
  if (isAnswered(q, state.answers[q.idQuizQuestion])) return 'answered';
  if (state.viewed.includes(q.idQuizQuestion)) return 'viewed';
  return 'notAnswered';
}

export function counts(questions: Question[], state: AttemptState): Record<QuestionStatus, number> {
  const c: Record<QuestionStatus, number> = { answered: 0, viewed: 0, notAnswered: 0 };
  for (const q of questions) c[statusOf(q, state)]++;
  return c;
}

/** Orders questions as the attempt shows them. */
export function ordered(questions: Question[], state: AttemptState): Question[] {
  const byId = new Map(questions.map((q) => [q.idQuizQuestion, q]));
  return state.order.map((id) => byId.get(id)).filter((q): q is Question => !!q);
}

/** Index (in attempt order) of the first question without an answer, or -1. */
export function firstUnanswered(questions: Question[], state: AttemptState): number {
  return ordered(questions, state).findIndex((q) => !isAnswered(q, state.answers[q.idQuizQuestion]));
}

/** The submit body's `quizQuestions`: each question with only the chosen answers. */
export function buildSubmission(questions: Question[], state: AttemptState): SubmittedQuestion[] {
  return ordered(questions, state).map((q) => {
    const a = state.answers[q.idQuizQuestion];
    if (q.questionType === 'SUBJECTIVE') {
      return {
        idQuizQuestion: q.idQuizQuestion,
        questionType: q.questionType,
        answers: q.answers
          .filter((b) => (a?.texts[b.fieldId] ?? '').trim() !== '')
          .map((b) => ({ idAnswer: b.idAnswer, fieldId: b.fieldId, textFieldValue: a!.texts[b.fieldId]!.trim() })),
      };
    }
    const chosen = new Set(a?.fieldIds ?? []);
    return {
      idQuizQuestion: q.idQuizQuestion,
      questionType: q.questionType,
      answers: q.answers.filter((o) => chosen.has(o.fieldId)).map((o) => ({ idAnswer: o.idAnswer, fieldId: o.fieldId })),
    };
  });
}

/** Restores answers the server holds (a resumed challenger attempt) into an attempt. */
export function mergeSubmitted(state: AttemptState, saved: SubmittedQuestion[] | undefined): AttemptState {
  if (!saved?.length) return state;
  const answers = { ...state.answers };
  for (const s of saved) {
    if (answers[s.idQuizQuestion]) continue; // the local copy is newer
    const texts: Record<number, string> = {};
    for (const a of s.answers) if (typeof a.textFieldValue === 'string') texts[a.fieldId] = a.textFieldValue;
    answers[s.idQuizQuestion] = { fieldIds: s.answers.filter((a) => a.textFieldValue == null).map((a) => a.fieldId), texts };
  }
  return { ...state, answers };
}
