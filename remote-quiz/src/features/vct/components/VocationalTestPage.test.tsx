import { fireEvent, screen } from '@testing-library/react';
import { appStore, sessionAtom } from '@app/shared';
import { renderWithProviders, testAuthUser } from '@app/shared/testing';
import en from '../../../locales/en.json';
import { envelope, installApi, sampleQuestions } from '../../../testing/http';
import VocationalReportPage from './VocationalReportPage';
import VocationalTestPage from './VocationalTestPage';

const TAKEN = 'Attention! You have already taken this exam, kindly wait until JUNE-5 for the next opportunity.';
const REVEAL = 'Congratulation! Are you excited to see your exam results? Wait until DECEMBER-25 for the big reveal!';

beforeEach(() => {
  localStorage.clear();
  appStore.set(sessionAtom, testAuthUser({ userSurId: 41 }));
});

function renderTest() {
  return renderWithProviders(<VocationalTestPage />, { store: appStore, route: '/quiz/vocational/901', path: '/quiz/vocational/:idProduct', messages: { quiz: en } });
}

test('a student who already took the test sees the 425 message clearly, with a link to the report', async () => {
  installApi(() => ({ status: 425, body: { data: null, statusCode: 425, message: TAKEN } }));
  renderTest();
  expect(await screen.findByTestId('wait-notice')).toHaveTextContent(TAKEN);
  expect(screen.getByRole('link', { name: en.vct.reportLink })).toHaveAttribute('href', '/quiz/vocational/901/report');
});

test('grouped paper, then a submit while results are hidden shows the reveal message', async () => {
  const [a, b, c] = sampleQuestions();
  installApi((req) => {
    if (req.url === '/quiz/vct-questions')
      return envelope({
        idProduct: 901,
        idQuiz: 12,
        idSubject: null,
        subjectName: 'Vistas Competitive Test',
        color: null,
        totalMarks: 5,
        quizData: [
          { questionType: 'OBJECTIVE', mark: 2, noOfQuestion: 1, questionTitle: 'Numerical Aptitude', questions: [{ ...a, marks: 2 }] },
          { questionType: 'MULTISELECT', mark: 2, noOfQuestion: 1, questionTitle: 'Scientific Reasoning', questions: [{ ...b, marks: 2 }] },
          { questionType: 'SUBJECTIVE', mark: 1, noOfQuestion: 1, questionTitle: 'Numerical Aptitude', questions: [c] },
        ],
      });
    if (req.url === '/quiz/student/vct-submit') return { status: 425, body: { data: null, statusCode: 425, message: REVEAL } };
    return { status: 404, body: { data: null, statusCode: 404, message: 'not found' } };
  });
  renderTest();
  expect(await screen.findByTestId('vct-facts')).toHaveTextContent('Total marks: 5');
  expect(screen.getByText('Numerical Aptitude')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: '4' }));
  fireEvent.click(screen.getByRole('button', { name: en.runner.next }));
  fireEvent.click(screen.getByRole('checkbox', { name: '2' }));
  fireEvent.click(screen.getByRole('button', { name: en.runner.next }));
  fireEvent.change(screen.getByLabelText(en.runner.yourAnswer), { target: { value: '144' } });
  fireEvent.click(screen.getByTestId('submit-quiz'));
  expect(await screen.findByTestId('wait-notice')).toHaveTextContent(REVEAL);
});

test('the report: rank and the subject review table', async () => {
  installApi((req) => {
    if (req.url === '/quiz/vct-report-is-exist') return envelope(true);
    if (req.url === '/quiz/student/vct-result-and-ranking')
      return envelope({ globalRanking: 2, totalParticipants: 5, totalMarks: 20, totalScoredMarks: 16, percentage: 80, subjectReview: [] });
    if (req.url === '/quiz/vct-subject-review')
      return envelope([{ idSubject: 1, subjectName: 'Numerical Aptitude', totalQuestions: 4, correctAnswers: 3, totalMarks: 8, scoredMarks: 6, percentage: 75 }]);
    return { status: 404, body: { data: null, statusCode: 404, message: 'not found' } };
  });
  renderWithProviders(<VocationalReportPage />, { store: appStore, route: '/quiz/vocational/901/report', path: '/quiz/vocational/:idProduct/report', messages: { quiz: en } });
  expect(await screen.findByTestId('vct-ranking')).toHaveTextContent('Your rank: 2');
  expect(screen.getByText('Out of 5 students')).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'Numerical Aptitude' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: '6 / 8' })).toBeInTheDocument();
});

test('the report while results are hidden shows the 425 message', async () => {
  installApi((req) => {
    if (req.url === '/quiz/vct-report-is-exist') return envelope(true);
    return { status: 425, body: { data: null, statusCode: 425, message: REVEAL } };
  });
  renderWithProviders(<VocationalReportPage />, { store: appStore, route: '/quiz/vocational/901/report', path: '/quiz/vocational/:idProduct/report', messages: { quiz: en } });
  expect(await screen.findByTestId('wait-notice')).toHaveTextContent(REVEAL);
});
