import { screen } from '@testing-library/react';
import { appStore, sessionAtom } from '@app/shared';
import { renderWithProviders, testAuthUser } from '@app/shared/testing';
import en from '../../../locales/en.json';
import { envelope, installApi } from '../../../testing/http';
import QuizReviewPage from './QuizReviewPage';

beforeEach(() => appStore.set(sessionAtom, testAuthUser({ userSurId: 61 })));

test('the review shows the score, each answer, the correct answer and the explanation', async () => {
  const seen = installApi(() =>
    envelope(
      {
        noOfQuestions: 2,
        correctAnswers: 1,
        percentage: 50,
        reviewData: [
          { idQuizQuestion: 1, questionText: 'The HCF of 96 and 404 is:', questionType: 'OBJECTIVE', answerText: '4', correctValueFlag: true, explanation: '96 = 2^5 x 3 and 404 = 2^2 x 101.', studentAnswerText: '4' },
          { idQuizQuestion: 2, questionText: 'What is 12 x 12?', questionType: 'SUBJECTIVE', answerText: '144', correctValueFlag: false, explanation: '12 x 12 = 144.', studentAnswerText: null },
        ],
      },
      'Retrieved ChapterWise Review Quiz Details Successfully',
    ),
  );
  renderWithProviders(<QuizReviewPage />, { store: appStore, route: '/quiz/review/chapter/9', path: '/quiz/review/:kind/:id', messages: { quiz: en } });
  expect(await screen.findAllByTestId('review-item')).toHaveLength(2);
  expect(seen[0]).toMatchObject({ url: '/quiz/getChapterWiseQuizReview', params: { idStudentChapterQuiz: '9' } });
  expect(screen.getByTestId('score-percentage')).toHaveTextContent('50%');
  expect(screen.getAllByTestId('review-correct-answer').map((e) => e.textContent)).toEqual(['4', '144']);
  expect(screen.getAllByTestId('review-your-answer').map((e) => e.textContent)).toEqual(['4', en.reviewPage.notAnswered]);
  expect(screen.getAllByTestId('review-explanation')[1]).toHaveTextContent('12 x 12 = 144.');
  expect(screen.getByText(en.reviewPage.correct)).toBeInTheDocument();
  expect(screen.getByText(en.reviewPage.incorrect)).toBeInTheDocument();
});

test('another student\'s attempt: the refusal is shown', async () => {
  installApi(() => ({ status: 403, body: { data: null, statusCode: 403, message: "You are not allowed to access another user's data." } }));
  renderWithProviders(<QuizReviewPage />, { store: appStore, route: '/quiz/review/subject/3', path: '/quiz/review/:kind/:id', messages: { quiz: en } });
  expect(await screen.findByRole('alert')).toHaveTextContent("You are not allowed to access another user's data.");
});

test('a bad link is refused without a call', () => {
  const seen = installApi(() => envelope(null));
  renderWithProviders(<QuizReviewPage />, { store: appStore, route: '/quiz/review/other/x', path: '/quiz/review/:kind/:id', messages: { quiz: en } });
  expect(screen.getByText(en.common.badLink)).toBeInTheDocument();
  expect(seen).toHaveLength(0);
});

test('vocational-test review before the results are revealed: the 425 message', async () => {
  const msg = 'Congratulation! Are you excited to see your exam results? Wait until DECEMBER-25 for the big reveal!';
  const seen = installApi(() => ({ status: 425, body: { data: null, statusCode: 425, message: msg } }));
  renderWithProviders(<QuizReviewPage />, { store: appStore, route: '/quiz/review/vct/901', path: '/quiz/review/:kind/:id', messages: { quiz: en } });
  expect(await screen.findByTestId('wait-notice')).toHaveTextContent(msg);
  expect(seen[0]).toMatchObject({ url: '/quiz/student/vct-review', params: { idProduct: '901' } });
});
