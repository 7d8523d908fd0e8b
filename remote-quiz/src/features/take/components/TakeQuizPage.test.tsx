import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { appStore, sessionAtom } from '@app/shared';
import { renderWithProviders, testAuthUser } from '@app/shared/testing';
import en from '../../../locales/en.json';
import { envelope, installApi, sampleQuestions, type FakeReply, type FakeRequest } from '../../../testing/http';
import { loadOutbox } from '../../../lib/storage';
import ChapterQuizPage from './ChapterQuizPage';

const ROUTE = '/quiz/chapter/5/1/10101';
const submitted = { totalQuestions: 3, totalCorrectAnswers: 2, percentage: 67, studentChapterQuiz: { idStudentChapterQuiz: 41, quizDate: '2026-01-01T10:00:00Z', quizScore: 67, idSubjectChapter: 10101, idStudentSubscr: -1 } };

let submitReply: () => FakeReply;
let requests: FakeRequest[];

function server() {
  return installApi((req) => {
    if (req.url.endsWith('/chapter/10101/questions')) return envelope(sampleQuestions());
    if (req.url === '/quiz/student-chapter-wise-score') return envelope([], 'No Quiz Result Result Found!');
    if (req.url === '/quiz/student/submit-chapterwise') return submitReply();
    return { status: 404, body: { data: null, statusCode: 404, message: 'not found' } };
  });
}

function renderPage() {
  return renderWithProviders(<ChapterQuizPage />, {
    store: appStore,
    route: ROUTE,
    path: '/quiz/chapter/:idProduct/:idSubject/:idSubjectChapter',
    messages: { quiz: en },
    extraRoutes: <Route path="/result" element={<p data-testid="at-result">result</p>} />,
  });
}

async function startQuiz() {
  const view = renderPage();
  fireEvent.click(await screen.findByTestId('start-quiz'));
  await screen.findByTestId('question');
  return view;
}

async function answerAll() {
  fireEvent.click(screen.getByRole('radio', { name: '4' }));
  fireEvent.click(screen.getByRole('button', { name: en.runner.next }));
  fireEvent.click(screen.getByRole('checkbox', { name: '2' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '11' }));
  fireEvent.click(screen.getByRole('button', { name: en.runner.next }));
  fireEvent.change(screen.getByLabelText(en.runner.yourAnswer), { target: { value: '144' } });
}

beforeEach(() => {
  localStorage.clear();
  appStore.set(sessionAtom, testAuthUser({ userSurId: 21 }));
  submitReply = () => envelope(submitted);
  requests = server();
});

describe('chapter quiz', () => {
  test('intro shows the exam facts and attempts; the palette tracks answered, viewed and not answered', async () => {
    renderPage();
    expect(await screen.findByTestId('quiz-facts')).toHaveTextContent('Questions3');
    expect(screen.getByTestId('attempt-count')).toHaveTextContent('0');
    fireEvent.click(screen.getByTestId('start-quiz'));
    await screen.findByTestId('question');
    expect(screen.getByTestId('count-viewed')).toHaveTextContent('Viewed: 1');
    expect(screen.getByTestId('count-notAnswered')).toHaveTextContent('Not answered: 2');
    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    expect(screen.getByTestId('count-answered')).toHaveTextContent('Answered: 1');
    fireEvent.click(screen.getByRole('button', { name: 'Question 3: Not answered' }));
    expect(screen.getByText('What is 12 x 12?')).toBeInTheDocument();
    expect(screen.getByTestId('count-viewed')).toHaveTextContent('Viewed: 1');
  });

  test('every answer is saved as it is chosen and restored after a reload', async () => {
    const view = await startQuiz();
    fireEvent.click(screen.getByRole('radio', { name: '8' }));
    fireEvent.click(screen.getByRole('button', { name: en.runner.next }));
    fireEvent.click(screen.getByRole('checkbox', { name: '11' }));
    view.unmount();
    renderPage();
    // Straight back into the attempt, on the same question, with the answers.
    expect(await screen.findByTestId('restored-note')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '11' })).toBeChecked();
    expect(screen.getByTestId('count-answered')).toHaveTextContent('Answered: 2');
    fireEvent.click(screen.getByRole('button', { name: en.runner.previous }));
    expect(screen.getByRole('radio', { name: '8' })).toBeChecked();
  });

  test('submitting with unanswered questions shows the contract message and moves to the first gap', async () => {
    await startQuiz();
    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    fireEvent.click(screen.getByTestId('submit-quiz'));
    expect(screen.getByTestId('answer-all')).toHaveTextContent('Please answer all the question.');
    expect(screen.getByText('Which are prime?')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/quiz/student/submit-chapterwise')).toBe(false);
  });

  test('a successful submit sends only the chosen answers and goes to /result', async () => {
    await startQuiz();
    await answerAll();
    fireEvent.click(screen.getByTestId('submit-quiz'));
    expect(await screen.findByTestId('at-result')).toBeInTheDocument();
    const sent = requests.find((r) => r.url === '/quiz/student/submit-chapterwise')!.data as { idSubjectChapter: number; idStudentSubscr: number; quizQuestions: unknown[]; clientAttemptId: string };
    expect(sent.idSubjectChapter).toBe(10101);
    expect(sent.idStudentSubscr).toBe(-1);
    expect(sent.quizQuestions).toEqual([
      { idQuizQuestion: 1, questionType: 'OBJECTIVE', answers: [{ idAnswer: 11, fieldId: 1 }] },
      { idQuizQuestion: 2, questionType: 'MULTISELECT', answers: [{ idAnswer: 21, fieldId: 1 }, { idAnswer: 23, fieldId: 3 }] },
      { idQuizQuestion: 3, questionType: 'SUBJECTIVE', answers: [{ idAnswer: 31, fieldId: 1, textFieldValue: '144' }] },
    ]);
    // The attempt is finished: nothing left in storage.
    expect(Object.keys(localStorage).filter((k) => k.includes('.attempt:') || k.includes('.outbox:'))).toEqual([]);
  });

  test('a submit that fails offline is kept and sent again when the connection returns, without answering again', async () => {
    submitReply = () => 'network';
    await startQuiz();
    await answerAll();
    fireEvent.click(screen.getByTestId('submit-quiz'));
    expect(await screen.findByTestId('submit-failed')).toHaveTextContent(en.runner.submitFailed);
    expect(loadOutbox('chapter:10101')).not.toBeNull();
    // The answers are locked while the submit waits.
    expect(screen.getByLabelText(en.runner.yourAnswer)).toBeDisabled();

    submitReply = () => envelope(submitted);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByTestId('at-result')).toBeInTheDocument();
    const submits = requests.filter((r) => r.url === '/quiz/student/submit-chapterwise');
    expect(submits).toHaveLength(2);
    expect((submits[0]!.data as { clientAttemptId: string }).clientAttemptId).toBe((submits[1]!.data as { clientAttemptId: string }).clientAttemptId);
    expect(loadOutbox('chapter:10101')).toBeNull();
  });

  test('a 5xx failure can be retried with the button; a pending submit survives a reload', async () => {
    submitReply = () => ({ status: 503, body: { data: null, statusCode: 503, message: 'Service Unavailable' } });
    const view = await startQuiz();
    await answerAll();
    fireEvent.click(screen.getByTestId('submit-quiz'));
    await screen.findByTestId('submit-failed');
    view.unmount();
    renderPage();
    // After the reload it tries again by itself (still failing), and offers the button.
    expect(await screen.findByTestId('submit-failed')).toBeInTheDocument();
    submitReply = () => envelope(submitted);
    fireEvent.click(screen.getByRole('button', { name: en.runner.retrySubmit }));
    expect(await screen.findByTestId('at-result')).toBeInTheDocument();
  });

  test('a refusal (4xx) shows the server message and keeps the answers', async () => {
    submitReply = () => ({ status: 400, body: { data: null, statusCode: 400, message: 'Please answer all the question.' } });
    await startQuiz();
    await answerAll();
    fireEvent.click(screen.getByTestId('submit-quiz'));
    expect(await screen.findByTestId('submit-rejected')).toHaveTextContent('Please answer all the question.');
    expect(screen.getByLabelText(en.runner.yourAnswer)).toHaveValue('144');
    expect(loadOutbox('chapter:10101')).toBeNull();
  });

  test('a failed question load shows the message and a retry', async () => {
    installApi(() => ({ status: 500, body: { data: null, statusCode: 500, message: 'No Questions Found for Respective Quiz' } }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('No Questions Found for Respective Quiz');
    requests = server();
    fireEvent.click(screen.getByRole('button', { name: en.common.tryAgain }));
    await waitFor(() => expect(screen.getByTestId('quiz-facts')).toBeInTheDocument());
  });
});

describe('exam preparation', () => {
  test('shows questions, total marks and duration, and a clock of the time used that survives a reload', async () => {
    const { default: ExamPrepPage } = await import('./ExamPrepPage');
    installApi((req) => {
      if (req.url.endsWith('/chapter/10101/exam-prep-questions')) return envelope(sampleQuestions());
      if (req.url === '/quiz/getStudentSubjectWiseScore') return envelope([], 'Student SubjectWise Score Details');
      return { status: 404, body: { data: null, statusCode: 404, message: 'not found' } };
    });
    const render = () =>
      renderWithProviders(<ExamPrepPage />, { store: appStore, route: '/quiz/exam-prep/5/1/10101', path: '/quiz/exam-prep/:idProduct/:idSubject/:idSubjectChapter', messages: { quiz: en } });
    const view = render();
    const facts = await screen.findByTestId('quiz-facts');
    expect(facts).toHaveTextContent('Questions3');
    expect(facts).toHaveTextContent('Total marks3');
    expect(facts).toHaveTextContent('Duration5 minutes');
    fireEvent.click(screen.getByTestId('start-quiz'));
    expect(await screen.findByTestId('exam-clock')).toHaveTextContent('Time used: 0:00 of 5:00');
    view.unmount();
    // Six minutes later (the attempt's start is kept): past the suggested time, still open.
    const saved = JSON.parse(localStorage.getItem(Object.keys(localStorage).find((k) => k.includes('.attempt:'))!)!);
    saved.startedAt = new Date(Date.now() - 6 * 60_000).toISOString();
    localStorage.setItem(Object.keys(localStorage).find((k) => k.includes('.attempt:'))!, JSON.stringify(saved));
    render();
    expect(await screen.findByTestId('exam-clock')).toHaveTextContent('Time used: 6:00 of 5:00');
    expect(screen.getByTestId('exam-overtime')).toBeInTheDocument();
    expect(screen.getByTestId('submit-quiz')).toBeEnabled();
  });
});
