import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@app/shared';
import AcademicsPage from './AcademicsPage';
import { mockApi } from '../../../test/mockApi';
import { renderLearning } from '../../../test/render';

const page = (content: unknown[], last = true) => ({ content, last, first: true, number: 0, size: 12, totalPages: 1, totalElements: content.length, numberOfElements: content.length, empty: !content.length, pageable: 'INSTANCE' });

function routes() {
  return {
    'GET v1 /subject/academic/list': { data: [{ idSubject: 1, subjectName: 'MATHS', header: 'Mathematics' }, { idSubject: 2, subjectName: 'SCIENCE' }] },
    'GET v1 /auth/languages': { data: [{ idLanguage: 7, language: 'English' }, { idLanguage: 5, language: 'Hindi' }] },
    'GET v1 /free-live-class': { data: page([{ idLiveClass: 11, liveClassHeading: 'Free: Fractions', liveCompletionFlag: true }], false) },
    'GET v1 /liveClass/get-all-live-class-watched-history': {
      data: page([{ ACADEMIC: [{ idLiveClassWatchedHistory: 1, idLiveClass: 21, liveClassHeading: 'Watched: Triangles' }], EXTRA_CUR: [] }]),
      message: 'Success',
    },
  };
}

afterEach(() => localStorage.clear());

test('loads subjects for the class, syllabus and state and caches them for an hour', async () => {
  const api = mockApi(routes());
  const { unmount } = renderLearning(<AcademicsPage />, { route: '/dashboard/academics' });
  expect(await screen.findByRole('link', { name: 'MATHS' })).toHaveAttribute('href', '/subject/academic/1/0');
  expect(api.find('GET', '/subject/academic/list')[0]!.params).toEqual({ idClassStandard: 1, idSyllabus: 1, idState: 1 });
  expect(localStorage.getItem(STORAGE_KEYS.academicSubject)).toContain('MATHS');
  expect(Number(localStorage.getItem(STORAGE_KEYS.lastUpdateTime))).toBeGreaterThan(0);
  unmount();

  const again = mockApi(routes());
  renderLearning(<AcademicsPage />, { route: '/dashboard/academics' });
  expect(await screen.findByRole('link', { name: 'MATHS' })).toBeInTheDocument();
  expect(again.find('GET', '/subject/academic/list')).toHaveLength(0);
});

test('an expired cache is fetched again', async () => {
  localStorage.setItem(STORAGE_KEYS.academicSubject, JSON.stringify({ profile: '1-1-1', subjects: [{ idSubject: 9, subjectName: 'OLD' }] }));
  localStorage.setItem(STORAGE_KEYS.lastUpdateTime, String(Date.now() - 3_600_001));
  const api = mockApi(routes());
  renderLearning(<AcademicsPage />, { route: '/dashboard/academics' });
  expect(await screen.findByRole('link', { name: 'MATHS' })).toBeInTheDocument();
  expect(screen.queryByText('OLD')).not.toBeInTheDocument();
  expect(api.find('GET', '/subject/academic/list')).toHaveLength(1);
});

test('free live classes use the free-live-class filters', async () => {
  const api = mockApi(routes());
  renderLearning(<AcademicsPage />, { route: '/dashboard/academics' });
  expect(await screen.findByRole('link', { name: 'Free: Fractions' })).toBeInTheDocument();
  expect(api.find('GET', '/free-live-class')[0]!.params).toEqual({
    idClassStandard: 1,
    idSyllabus: 1,
    idState: 1,
    idLiveClassCategory: -1,
    idLanguage: -1,
    idSubject: -1,
    page: 0,
    currentRunningFlag: -1,
    completionFlag: -1,
  });
  await screen.findAllByRole('option', { name: 'MATHS' });
  await userEvent.selectOptions(screen.getByTestId('filter-subject'), '1');
  await userEvent.selectOptions(screen.getByTestId('filter-status'), 'live');
  await userEvent.selectOptions(screen.getByTestId('filter-category'), '2');
  await waitFor(() => {
    const last = api.find('GET', '/free-live-class').at(-1)!.params;
    expect(last).toMatchObject({ idSubject: 1, currentRunningFlag: 1, completionFlag: 0, idLiveClassCategory: 2, page: 0 });
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(api.find('GET', '/free-live-class').at(-1)!.params).toMatchObject({ page: 1 }));
});

test('watched history sends pageNumber, idSubject, idLanguage and type=free only when asked', async () => {
  const api = mockApi(routes());
  renderLearning(<AcademicsPage />, { route: '/dashboard/academics' });
  expect(await screen.findByRole('link', { name: 'Watched: Triangles' })).toHaveAttribute('href', '/live-class/21');
  expect(api.find('GET', '/liveClass/get-all-live-class-watched-history')[0]!.params).toEqual({ pageNumber: 0, idSubject: -1, idLanguage: -1 });
  await userEvent.click(screen.getByRole('checkbox', { name: 'Free classes only' }));
  await waitFor(() =>
    expect(api.find('GET', '/liveClass/get-all-live-class-watched-history').at(-1)!.params).toEqual({ pageNumber: 0, idSubject: -1, idLanguage: -1, type: 'free' }),
  );
});

test('no history is an empty state', async () => {
  mockApi({ ...routes(), 'GET v1 /liveClass/get-all-live-class-watched-history': { data: page([]), message: 'No history Available Right Now!' } });
  renderLearning(<AcademicsPage />, { route: '/dashboard/academics' });
  expect(await screen.findByText('You have not watched any live class yet.')).toBeInTheDocument();
});
