import { appStore, sessionAtom } from '@app/shared';
import type { SubmittedQuestion } from '../../lib/types';

/**
 * The challenger attempt running on this device, per student and test, with its server
 * deadline, so a page opened again after the deadline submits the old attempt instead of
 * silently starting a new one. The latest answers are kept beside it.
 */
export interface ActiveChallenger {
  idAttempt: number;
  deadline: string;
  quizName: string;
}

const user = () => String(appStore.get(sessionAtom)?.userSurId ?? 'anon');
const key = (idProduct: string) => `quiz.v1.challenger-active:${user()}:${idProduct}`;
const answersKey = (idAttempt: number) => `quiz.v1.challenger-answers:${user()}:${idAttempt}`;

export function readActive(idProduct: string): ActiveChallenger | null {
  try {
    const v = JSON.parse(localStorage.getItem(key(idProduct)) ?? 'null') as ActiveChallenger | null;
    return v && typeof v.idAttempt === 'number' && typeof v.deadline === 'string' ? v : null;
  } catch {
    return null;
  }
}

export function saveActive(idProduct: string, a: ActiveChallenger): void {
  try {
    localStorage.setItem(key(idProduct), JSON.stringify(a));
  } catch {
    /* storage blocked: the server still holds the attempt */
  }
}

export function clearActive(idProduct: string, idAttempt: number): void {
  localStorage.removeItem(key(idProduct));
  localStorage.removeItem(answersKey(idAttempt));
}

export function saveLatestAnswers(idAttempt: number, answers: SubmittedQuestion[]): void {
  try {
    localStorage.setItem(answersKey(idAttempt), JSON.stringify(answers));
  } catch {
    /* ignore */
  }
}

export function readLatestAnswers(idAttempt: number): SubmittedQuestion[] {
  try {
    const v = JSON.parse(localStorage.getItem(answersKey(idAttempt)) ?? '[]');
    return Array.isArray(v) ? (v as SubmittedQuestion[]) : [];
  } catch {
    return [];
  }
}
