import { act, fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { appStore, sessionAtom } from '@app/shared';
import { renderWithProviders, testAuthUser } from '@app/shared/testing';
import en from '../../../locales/en.json';
import { envelope, installApi, sampleQuestions, type FakeRequest } from '../../../testing/http';
import { readActive, saveActive, saveLatestAnswers } from '../active';
import ChallengerTestPage from './ChallengerTestPage';

let requests: FakeRequest[];
const NOW = new Date('2026-03-01T09:00:00Z');

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
  localStorage.clear();
  appStore.set(sessionAtom, testAuthUser({ userSurId: 31 }));
  requests = installApi((req) => {
    if (req.url === '/quiz/challenger/start')
      return envelope({
        idAttempt: 77,
        deadline: new Date(NOW.getTime() + 20_000).toISOString(),
        durationSeconds: 20,
        serverTime: NOW.toISOString(),
        quizName: 'Challenger Test',
        questions: sampleQuestions(),
        savedAnswers: [],
      });
    if (req.url === '/quiz/challenger/77/answers') return envelope(null, 'Answers saved');
    if (req.url === '/quiz/challenger/77/submit')
      return envelope({ idAttempt: 77, totalQuestions: 3, answeredQuestions: 1, totalCorrectAnswers: 1, totalMarks: 3, totalScoredMarks: 1, percentage: 33.33, late: false, submittedAt: NOW.toISOString() });
    return { status: 404, body: { data: null, statusCode: 404, message: 'not found' } };
  });
});
afterEach(() => jest.useRealTimers());

test('counts down to the server deadline, warns near the end and submits itself at zero', async () => {
  renderWithProviders(<ChallengerTestPage />, {
    store: appStore,
    route: '/quiz/challenger/902',
    path: '/quiz/challenger/:idProduct',
    messages: { quiz: en },
    extraRoutes: <Route path="/result" element={<p data-testid="at-result">result</p>} />,
  });
  fireEvent.click(screen.getByTestId('start-challenger'));
  await act(async () => {
    await Promise.resolve();
  });
  expect(await screen.findByTestId('challenger-clock')).toHaveTextContent('0:20');
  fireEvent.click(screen.getByRole('radio', { name: '4' }));

  await act(async () => {
    jest.advanceTimersByTime(10_000);
  });
  expect(screen.getByTestId('challenger-clock')).toHaveTextContent('0:10');
  expect(screen.queryByTestId('challenger-warning')).toBeNull();
  // The answer was also saved on the server.
  expect(requests.some((r) => r.url === '/quiz/challenger/77/answers')).toBe(true);

  await act(async () => {
    jest.advanceTimersByTime(6_000);
  });
  expect(screen.getByTestId('challenger-warning')).toHaveTextContent('Hurry: 5 seconds or less to go!');

  await act(async () => {
    jest.advanceTimersByTime(4_500);
  });
  // At zero the answers went in by themselves and the result opened.
  expect(await screen.findByTestId('at-result')).toBeInTheDocument();
  const submit = requests.find((r) => r.url === '/quiz/challenger/77/submit')!;
  expect((submit.data as { quizQuestions: { answers: unknown[] }[] }).quizQuestions[0]!.answers).toEqual([{ idAnswer: 11, fieldId: 1 }]);
});

describe('opening the test again', () => {
  function renderPage() {
    return renderWithProviders(<ChallengerTestPage />, {
      store: appStore,
      route: '/quiz/challenger/902',
      path: '/quiz/challenger/:idProduct',
      messages: { quiz: en },
      extraRoutes: <Route path="/result" element={<p data-testid="at-result">result</p>} />,
    });
  }

  test('before the deadline: the running attempt resumes without pressing Start', async () => {
    saveActive('902', { idAttempt: 77, deadline: new Date(NOW.getTime() + 20_000).toISOString(), quizName: 'Challenger Test' });
    renderPage();
    expect(await screen.findByTestId('challenger-clock')).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/quiz/challenger/start')).toHaveLength(1);
  });

  test('after the deadline: the old attempt is submitted with the answers this device kept, no new attempt starts', async () => {
    saveActive('902', { idAttempt: 77, deadline: new Date(NOW.getTime() - 5_000).toISOString(), quizName: 'Challenger Test' });
    saveLatestAnswers(77, [{ idQuizQuestion: 1, questionType: 'OBJECTIVE', answers: [{ idAnswer: 11, fieldId: 1 }] }]);
    renderPage();
    expect(await screen.findByTestId('at-result')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/quiz/challenger/start')).toBe(false);
    const submit = requests.find((r) => r.url === '/quiz/challenger/77/submit')!;
    expect((submit.data as { quizQuestions: unknown[] }).quizQuestions).toHaveLength(1);
    expect(readActive('902')).toBeNull();
  });
});
