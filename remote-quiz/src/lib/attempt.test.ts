import { attemptReducer, buildSubmission, counts, firstUnanswered, initialAttempt, isAnswered, mergeSubmitted, reconcile, statusOf } from './attempt';
import { sampleQuestions } from '../testing/http';

const qs = sampleQuestions();
const [objective, multi, typed] = qs as [(typeof qs)[0], (typeof qs)[1], (typeof qs)[2]];

describe('attempt state', () => {
  test('starts on the first question, which counts as viewed; the rest are not answered', () => {
    const s = initialAttempt(qs);
    expect(s.current).toBe(0);
    expect(statusOf(objective, s)).toBe('viewed');
    expect(statusOf(multi, s)).toBe('notAnswered');
    expect(counts(qs, s)).toEqual({ answered: 0, viewed: 1, notAnswered: 2 });
    expect(s.clientAttemptId.length).toBeGreaterThanOrEqual(8);
  });

  test('an objective choice replaces the previous one; multi-select toggles', () => {
    let s = initialAttempt(qs);
    s = attemptReducer(s, { type: 'choose', question: objective, fieldId: 1 });
    s = attemptReducer(s, { type: 'choose', question: objective, fieldId: 2 });
    expect(s.answers[1]!.fieldIds).toEqual([2]);
    s = attemptReducer(s, { type: 'choose', question: multi, fieldId: 3 });
    s = attemptReducer(s, { type: 'choose', question: multi, fieldId: 1 });
    expect(s.answers[2]!.fieldIds).toEqual([1, 3]);
    s = attemptReducer(s, { type: 'choose', question: multi, fieldId: 3 });
    expect(s.answers[2]!.fieldIds).toEqual([1]);
    expect(statusOf(objective, s)).toBe('answered');
    expect(statusOf(multi, s)).toBe('answered');
  });

  test('typed answers count only when not blank; clear removes an answer', () => {
    let s = initialAttempt(qs);
    s = attemptReducer(s, { type: 'text', question: typed, fieldId: 1, value: '   ' });
    expect(isAnswered(typed, s.answers[3])).toBe(false);
    s = attemptReducer(s, { type: 'text', question: typed, fieldId: 1, value: '144' });
    expect(isAnswered(typed, s.answers[3])).toBe(true);
    s = attemptReducer(s, { type: 'clear', idQuizQuestion: 3 });
    expect(s.answers[3]).toBeUndefined();
  });

  test('navigating marks questions viewed and stays in range', () => {
    let s = initialAttempt(qs);
    s = attemptReducer(s, { type: 'prev' });
    expect(s.current).toBe(0);
    s = attemptReducer(s, { type: 'next' });
    s = attemptReducer(s, { type: 'next' });
    s = attemptReducer(s, { type: 'next' });
    expect(s.current).toBe(2);
    expect(s.viewed).toEqual([1, 2, 3]);
    s = attemptReducer(s, { type: 'goto', index: 9 });
    expect(s.current).toBe(2);
    expect(counts(qs, s)).toEqual({ answered: 0, viewed: 3, notAnswered: 0 });
  });

  test('the submission carries only the chosen answers, in the contract shape', () => {
    let s = initialAttempt(qs);
    s = attemptReducer(s, { type: 'choose', question: objective, fieldId: 1 });
    s = attemptReducer(s, { type: 'choose', question: multi, fieldId: 1 });
    s = attemptReducer(s, { type: 'choose', question: multi, fieldId: 3 });
    s = attemptReducer(s, { type: 'text', question: typed, fieldId: 1, value: ' 144 ' });
    expect(buildSubmission(qs, s)).toEqual([
      { idQuizQuestion: 1, questionType: 'OBJECTIVE', answers: [{ idAnswer: 11, fieldId: 1 }] },
      { idQuizQuestion: 2, questionType: 'MULTISELECT', answers: [{ idAnswer: 21, fieldId: 1 }, { idAnswer: 23, fieldId: 3 }] },
      { idQuizQuestion: 3, questionType: 'SUBJECTIVE', answers: [{ idAnswer: 31, fieldId: 1, textFieldValue: '144' }] },
    ]);
    expect(firstUnanswered(qs, s)).toBe(-1);
  });

  test('a saved attempt is reconciled with the questions the server sends now', () => {
    let s = initialAttempt(qs);
    s = attemptReducer(s, { type: 'choose', question: objective, fieldId: 2 });
    s = attemptReducer(s, { type: 'choose', question: multi, fieldId: 99 });
    s = { ...s, order: [3, 1, 2], current: 5 };
    const now = [qs[1]!, qs[0]!]; // question 3 was removed; order differs
    const r = reconcile(JSON.parse(JSON.stringify(s)), now);
    expect(r.order).toEqual([1, 2]);
    expect(r.answers[1]!.fieldIds).toEqual([2]);
    expect(r.answers[2]!.fieldIds).toEqual([]); // an option that no longer exists is dropped
    expect(r.current).toBe(1);
    expect(r.clientAttemptId).toBe(s.clientAttemptId);
  });

  test('answers held by the server fill the gaps, local answers win', () => {
    let s = initialAttempt(qs);
    s = attemptReducer(s, { type: 'choose', question: objective, fieldId: 3 });
    const merged = mergeSubmitted(s, [
      { idQuizQuestion: 1, questionType: 'OBJECTIVE', answers: [{ fieldId: 1 }] },
      { idQuizQuestion: 3, questionType: 'SUBJECTIVE', answers: [{ fieldId: 1, textFieldValue: '144' }] },
    ]);
    expect(merged.answers[1]!.fieldIds).toEqual([3]);
    expect(merged.answers[3]!.texts[1]).toBe('144');
  });
});
