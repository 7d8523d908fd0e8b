import { fireEvent, screen } from '@testing-library/react';
import { appStore, sessionAtom } from '@app/shared';
import { renderWithProviders, testAuthUser } from '@app/shared/testing';
import en from '../../../locales/en.json';
import { envelope, installApi } from '../../../testing/http';
import QuizHubPage from './QuizHubPage';

beforeEach(() => appStore.set(sessionAtom, testAuthUser({ userSurId: 71 })));

const hub = {
  subjects: [
    {
      idSubject: 1,
      subjectName: 'Mathematics',
      idProduct: 5,
      subjectQuizQuestions: 12,
      chapters: [
        { idSubjectChapter: 10101, chapterName: 'Real Numbers', questionCount: 6, examPrepCount: 20, attempts: 2, bestScore: 83 },
        { idSubjectChapter: 10102, chapterName: 'Polynomials', questionCount: 6, examPrepCount: 0, attempts: 0, bestScore: null },
      ],
    },
  ],
  vct: [{ idProduct: 901, idQuiz: 3, quizName: 'Vistas Competitive Test', questionCount: 13, totalMarks: 23, taken: false }],
  challenger: [{ idProduct: 902, idQuiz: 4, quizName: 'Challenger Test', questionCount: 8, totalMarks: 8, durationSeconds: 600 }],
};

test('lists the challenger test, the vocational test and every chapter with its quiz, exam prep and best score', async () => {
  installApi(() => envelope(hub));
  renderWithProviders(<QuizHubPage />, { store: appStore, route: '/quiz', messages: { quiz: en } });
  expect(await screen.findByRole('heading', { name: 'Challenger Test' })).toBeInTheDocument();
  expect(screen.getByText('Questions: 8 · Duration: 10:00')).toBeInTheDocument();
  expect(screen.getByTestId('hub-challenger-link')).toHaveAttribute('href', '/quiz/challenger/902');
  expect(screen.getByRole('link', { name: en.vct.take })).toHaveAttribute('href', '/quiz/vocational/901');
  expect(screen.getByRole('link', { name: en.vct.reportLink })).toHaveAttribute('href', '/quiz/vocational/901/report');
  expect(screen.getByRole('link', { name: en.subjectQuiz.take })).toHaveAttribute('href', '/quiz/subject/5/1');
  expect(screen.getByTestId('hub-chapter-10101')).toHaveAttribute('href', '/quiz/chapter/5/1/10101');
  expect(screen.getByRole('link', { name: 'Exam preparation: Real Numbers' })).toHaveAttribute('href', '/quiz/exam-prep/5/1/10101');
  expect(screen.queryByRole('link', { name: 'Exam preparation: Polynomials' })).toBeNull();
  expect(screen.getByText('83%')).toBeInTheDocument();
});

test('a failure shows the message and a retry that loads again', async () => {
  let fail = true;
  installApi(() => (fail ? 'network' : envelope(hub)));
  renderWithProviders(<QuizHubPage />, { store: appStore, route: '/quiz', messages: { quiz: en } });
  expect(await screen.findByRole('alert')).toHaveTextContent(en.common.loadFailed);
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: en.common.tryAgain }));
  expect(await screen.findByRole('heading', { name: 'Mathematics' })).toBeInTheDocument();
});
