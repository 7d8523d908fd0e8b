import { screen } from '@testing-library/react';
import { appStore, sessionAtom } from '@app/shared';
import { renderWithProviders, testAuthUser } from '@app/shared/testing';
import en from '../../../locales/en.json';
import hi from '../../../locales/hi.json';
import { saveResult } from '../../../lib/storage';
import ResultPage from './ResultPage';

beforeEach(() => {
  localStorage.clear();
  appStore.set(sessionAtom, testAuthUser({ userSurId: 51 }));
});

test('shows the last result (kept locally, so a reload still shows it) with review and retake links', () => {
  saveResult({ kind: 'chapter', title: 'Real Numbers: chapter quiz', totalQuestions: 6, totalCorrectAnswers: 5, percentage: 83, reviewPath: '/quiz/review/chapter/9', retakePath: '/quiz/chapter/5/1/10101', at: '2026-01-01T00:00:00Z' });
  renderWithProviders(<ResultPage />, { store: appStore, route: '/result', messages: { quiz: en } });
  expect(screen.getByText('Real Numbers: chapter quiz')).toBeInTheDocument();
  expect(screen.getByTestId('score-correct')).toHaveTextContent('5 of 6 correct');
  expect(screen.getByTestId('score-percentage')).toHaveTextContent('83%');
  expect(screen.getByText(en.result.band.good)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: en.review })).toHaveAttribute('href', '/quiz/review/chapter/9');
  expect(screen.getByRole('link', { name: en.retake })).toHaveAttribute('href', '/quiz/chapter/5/1/10101');
});

test('marks are shown when the test has marks; Hindi strings are used in Hindi', () => {
  saveResult({ kind: 'challenger', title: 'Challenger', totalQuestions: 8, totalCorrectAnswers: 2, percentage: 25, totalMarks: 8, totalScoredMarks: 2, at: '2026-01-01T00:00:00Z' });
  renderWithProviders(<ResultPage />, { store: appStore, route: '/result', messages: { quiz: hi }, lng: 'hi' });
  expect(screen.getByTestId('score-marks')).toHaveTextContent('8 में से 2');
  expect(screen.getByText(hi.result.band.low)).toBeInTheDocument();
});

test('no result yet: an empty state', () => {
  renderWithProviders(<ResultPage />, { store: appStore, route: '/result', messages: { quiz: en } });
  expect(screen.getByText(en.result.none)).toBeInTheDocument();
});

test('the catalogue has every quiz and exam string in English and Hindi', () => {
  const keys = (o: object, p = ''): string[] => Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`]));
  expect(keys(hi).sort()).toEqual(keys(en).sort());
  expect([en.answered, en.notAnswered, en.viewed, en.score, en.attempts, en.retake, en.review]).toEqual(['Answered', 'Not answered', 'Viewed', 'Score', 'Attempts', 'Retake', 'Review']);
  expect([en.exam.questions, en.exam.totalMarks, en.exam.duration, en.exam.percentage]).toEqual(['Questions', 'Total marks', 'Duration', 'Percentage']);
});
