import { bestScore, examDurationMinutes, formatPercent, percentOf, scoreBand, totalMarksOf } from './score';

describe('score display', () => {
  test('percentages: whole numbers stay whole, decimals keep one place, out-of-range is clamped', () => {
    expect(formatPercent(80)).toBe('80%');
    expect(formatPercent(66.666)).toBe('66.7%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(120)).toBe('100%');
    expect(formatPercent(-5)).toBe('0%');
    expect(formatPercent(null)).toBe('–');
    expect(formatPercent(Number.NaN)).toBe('–');
  });
  test('bands', () => {
    expect(scoreBand(100)).toBe('good');
    expect(scoreBand(75)).toBe('good');
    expect(scoreBand(74.9)).toBe('ok');
    expect(scoreBand(40)).toBe('ok');
    expect(scoreBand(39)).toBe('low');
  });
  test('percent of correct answers as the server rounds it', () => {
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });
  test('best score, exam duration and total marks', () => {
    expect(bestScore([])).toBeNull();
    expect(bestScore([{ quizScore: 40 }, { quizScore: 90 }])).toBe(90);
    expect(examDurationMinutes(3)).toBe(5);
    expect(examDurationMinutes(25)).toBe(25);
    expect(totalMarksOf([{ marks: 2 }, { marks: 1 }])).toBe(3);
  });
});
