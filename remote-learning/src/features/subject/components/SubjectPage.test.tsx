import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@app/shared';
import SubjectPage from './SubjectPage';
import { mockApi } from '../../../test/mockApi';
import { recordEvents } from '../../../test/events';
import { renderLearning, type Tier } from '../../../test/render';

const chapter = (id: number, name: string, sortOrder: number) => ({ idSubjectChapter: id, chapterName: name, idSubject: 1, sortOrder });

function routes(quiz: Record<number, boolean> = { 10101: true }) {
  return {
    'GET v1 /subscription/': { data: { idStudentSubscription: 300, idProduct: 44, idSubject: 1 } },
    'GET v1 /subscription/extra-curr': { data: { idStudentSubscription: 301, idProduct: 90, idSubject: 11 } },
    'GET v3 /subscription/subject-info': {
      data: {
        classStandardName: '10',
        syllabusName: 'CBSE',
        subjectName: 'MATHS',
        percentageCompletion: 30,
        idProduct: 44,
        streamingSubjectChapters: [
          { chapter: chapter(10102, 'Polynomials', 2), accessAllowed: false, completionPercentage: 0 },
          { chapter: chapter(10101, 'Real Numbers', 1), accessAllowed: true, completionPercentage: 60, isQuizAvailable: quiz[10101] },
        ],
      },
    },
    'GET v3 /subscription/get-chapter-quiz-availability': (req: { params: Record<string, unknown> }) => ({ data: { isChapterQuizAvailable: !!quiz[Number(req.params.idSubjectChapter)], isPreviousQuizAttempted: false } }),
  };
}

function renderSubject(tier: Tier) {
  return renderLearning(<SubjectPage />, { route: '/subject/academic/1/44', path: '/subject/:subType/:idSubject/:id', tier });
}

afterEach(() => localStorage.clear());

test('chapters in order with progress, lock state and links into the quizzes', async () => {
  const api = mockApi(routes());
  renderSubject('premium');
  const first = await screen.findByTestId('chapter-10101');
  const items = screen.getAllByRole('listitem');
  expect(within(items[0]!).getByRole('heading')).toHaveTextContent('Chapter 1: Real Numbers');
  expect(within(first).getByRole('progressbar', { name: 'Progress in Real Numbers' })).toHaveAttribute('aria-valuenow', '60');
  expect(within(first).getByRole('link', { name: 'Watch' })).toHaveAttribute('href', '/content/10101?subject=1&sub=300&type=academic');
  expect(within(first).getByRole('link', { name: 'Chapter quiz' })).toHaveAttribute('href', '/quiz/chapter/44/1/10101');
  expect(within(first).getByRole('link', { name: 'Exam prep' })).toHaveAttribute('href', '/quiz/exam-prep/44/1/10101');
  const locked = screen.getByTestId('chapter-10102');
  expect(within(locked).getByTestId('locked')).toHaveTextContent('Locked');
  expect(within(locked).queryByRole('link', { name: 'Chapter quiz' })).not.toBeInTheDocument();

  expect(api.find('GET', '/subscription/subject-info')[0]!.params).toEqual({ idClassStandard: 1, idSyllabus: 1, idState: 1, idSubject: 1, idProductLine: 5, idStudentSubscription: 300 });
  expect(api.find('GET', '/subscription/')[0]!.params).toEqual({ idSubject: 1 });
  // The host's back button uses these keys.
  expect(localStorage.getItem(STORAGE_KEYS.subType)).toBe('academic');
  expect(localStorage.getItem(STORAGE_KEYS.idSubject)).toBe('1');
});

test('chapter-quiz availability is asked per chapter when subject-info does not say', async () => {
  const r = routes({ 10101: true });
  const data = (r['GET v3 /subscription/subject-info'] as { data: { streamingSubjectChapters: { isQuizAvailable?: boolean }[] } }).data;
  for (const c of data.streamingSubjectChapters) delete c.isQuizAvailable;
  const api = mockApi(r);
  renderSubject('premium');
  const first = await screen.findByTestId('chapter-10101');
  expect(await within(first).findByRole('link', { name: 'Chapter quiz' })).toBeInTheDocument();
  expect(api.find('GET', '/subscription/get-chapter-quiz-availability').map((c) => c.params.idSubjectChapter).sort()).toEqual([10101, 10102]);
});

test('without a subscription the chapters still show', async () => {
  const api = mockApi({ ...routes(), 'GET v1 /subscription/': { status: 500, message: 'No Product Found!' } });
  renderSubject('premium');
  expect(await screen.findByTestId('chapter-10101')).toBeInTheDocument();
  expect(api.find('GET', '/subscription/subject-info')[0]!.params).toMatchObject({ idStudentSubscription: -1 });
});

test('a basic student opening a locked chapter gets the premium dialog', async () => {
  mockApi(routes());
  const ev = recordEvents('premium/required');
  renderSubject('basic');
  const locked = await screen.findByTestId('chapter-10102');
  expect(within(locked).getByTestId('locked')).toHaveTextContent('Premium');
  expect(locked).toHaveTextContent("Take the previous chapter's quiz to unlock this chapter, or go premium to watch every chapter now.");
  await userEvent.click(within(locked).getByRole('link', { name: 'Watch' }));
  expect(ev.of('premium/required')).toEqual([{ source: 'subject-chapter' }]);
  ev.stop();
});

test('extra-curricular subjects use line 6 and the NA class, syllabus and state', async () => {
  const api = mockApi(routes());
  renderLearning(<SubjectPage />, { route: '/subject/extra-curricular/11/0', path: '/subject/:subType/:idSubject/:id' });
  await screen.findByTestId('subject-page');
  expect(api.find('GET', '/subscription/subject-info')[0]!.params).toMatchObject({ idSubject: 11, idProductLine: 6, idClassStandard: 4, idSyllabus: 4, idState: 6, idStudentSubscription: 301 });
});
