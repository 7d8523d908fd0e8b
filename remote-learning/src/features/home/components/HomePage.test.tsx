import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@app/shared';
import HomePage from './HomePage';
import { mockApi } from '../../../test/mockApi';
import { recordEvents } from '../../../test/events';
import { renderLearning } from '../../../test/render';

const log = {
  idVideoStreamingLog: 1,
  idOfflineVideoCourse: 501,
  idStudentAssignedCourse: 9001,
  videoCoverageDuration: 12,
  videoDuration: 30,
  pctComplete: '40',
  idSubject: 1,
  subjectName: 'MATHS',
  idSubjectChapter: 10101,
  chapterName: 'Real Numbers',
  topic: 'What is a fraction?',
  completeFlag: false,
  category: 'ACADEMIC',
};

function baseRoutes() {
  return {
    'GET v1 /assigned-course/get-student-summary': { data: { totalVideosWatched: 12, completedVideos: 3, totalWatchMinutes: 99 } },
    'GET v1 /assigned-course/continue-to-watch-videos': { data: [log] },
    'GET v1 /liveClass/all-academic-live': { data: [{ idLiveClass: 1, liveClassHeading: 'Algebra live', currentRunningFlag: true, teacherName: 'Meera' }] },
    'GET v1 /liveClass/all-academic-upcoming': { data: [{ idLiveClass: 2, liveClassHeading: 'Light and shadows', classDate: '2030-01-02', fromTime: '10:00:00', toTime: '11:00:00' }] },
    'GET v2 /subscription/get-sub-status': { data: [{ idProduct: 44, idSubject: 1, subjectName: 'MATHS', color: '#3F51B5', percentage: 25 }] },
    'GET v1 /teacher/teacher-by-category': { data: [{ idTeacher: 3, teacherName: 'Meera Nair', teacherHeader: 'Maths' }] },
    'GET v1 /liveClass/notify-for-upcoming-live-class': { data: null, message: 'Request Successful.' },
  };
}

afterEach(() => localStorage.clear());

test('shows continue watching at the saved position, live now, upcoming, subjects, teachers and the summary', async () => {
  const api = mockApi(baseRoutes());
  renderLearning(<HomePage />, { route: '/home' });

  const card = await screen.findByTestId('continue-501');
  expect(within(card).getByText('Resume at 0:12 of 0:30')).toBeInTheDocument();
  const link = within(card).getByRole('link', { name: 'What is a fraction?' });
  expect(link).toHaveAttribute('href', '/content/10101?subject=1&video=501&t=12&type=academic');

  expect(await screen.findByRole('link', { name: 'Algebra live' })).toHaveAttribute('href', '/live-class/1');
  expect(screen.getByText('Light and shadows')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'MATHS' })).toHaveAttribute('href', '/subject/academic/1/44');
  expect(await screen.findByText('Meera Nair')).toBeInTheDocument();
  expect(await screen.findByText('Videos watched')).toBeInTheDocument();
  // Under an hour (no hours sent): watch time in minutes.
  expect(screen.getByText('Minutes watched').nextElementSibling).toHaveTextContent('99');
  expect(screen.getByText('12')).toBeInTheDocument();

  expect(api.find('GET', '/assigned-course/get-student-summary')[0]!.params).toEqual({ idVlUser: 7 });
  expect(api.find('GET', '/subscription/get-sub-status')[0]!.params).toEqual({ idClassStandard: 1, idSyllabus: 1, idState: 1 });
  expect(api.find('GET', '/liveClass/all-academic-live')[0]!.params).toEqual({ idLiveClassCategory: 1, idLanguage: 7, idSubject: -1 });

  // Opening a continue-watching video stores the URL the host's back button returns to.
  await userEvent.click(link);
  expect(localStorage.getItem(STORAGE_KEYS.continueWatchBackUrl)).toBe('/home');
});

test('notify me asks for a reminder and says so with the spec message', async () => {
  const api = mockApi(baseRoutes());
  const ev = recordEvents('toast/show', 'toast/error');
  renderLearning(<HomePage />, { route: '/home' });
  const button = await screen.findByRole('button', { name: 'Notify me' });
  await userEvent.click(button);
  await waitFor(() => expect(ev.of('toast/show')).toEqual([{ message: 'We will notify you before the class starts.', kind: 'success' }]));
  expect(api.find('GET', '/liveClass/notify-for-upcoming-live-class')[0]!.params).toEqual({ idVlUser: 7, idLiveClass: 2 });
  expect(screen.getByRole('button', { name: 'Reminder set' })).toBeDisabled();
  ev.stop();
});

test('a duplicate reminder shows the server message and keeps the button done', async () => {
  mockApi({ ...baseRoutes(), 'GET v1 /liveClass/notify-for-upcoming-live-class': { status: 409, message: 'User already request , reminder for the selected class' } });
  const ev = recordEvents('toast/error');
  renderLearning(<HomePage />, { route: '/home' });
  await userEvent.click(await screen.findByRole('button', { name: 'Notify me' }));
  await waitFor(() => expect(ev.of('toast/error')[0]?.message).toBe('User already request , reminder for the selected class'));
  expect(screen.getByRole('button', { name: 'Reminder set' })).toBeDisabled();
  ev.stop();
});

test('a reminder asked for earlier shows as set', async () => {
  const api = mockApi({
    ...baseRoutes(),
    'GET v1 /liveClass/all-academic-upcoming': { data: [{ idLiveClass: 2, liveClassHeading: 'Light and shadows', classDate: '2030-01-02', fromTime: '10:00:00', toTime: '11:00:00', notifyRequested: true }] },
  });
  renderLearning(<HomePage />, { route: '/home' });
  expect(await screen.findByRole('button', { name: 'Reminder set' })).toBeDisabled();
  expect(api.find('GET', '/liveClass/notify-for-upcoming-live-class')).toHaveLength(0);
});

test('benign "nothing here" answers become empty states without an error toast', async () => {
  mockApi({
    ...baseRoutes(),
    'GET v1 /assigned-course/continue-to-watch-videos': { data: [], message: 'No video logs found' },
    'GET v1 /liveClass/all-academic-live': { status: 500, message: 'Currently No Running Live Class Found!' },
    'GET v1 /liveClass/all-academic-upcoming': { status: 500, message: 'No Upcoming Classes found!' },
  });
  const ev = recordEvents('toast/error');
  renderLearning(<HomePage />, { route: '/home' });
  expect(await screen.findByText('Nothing to continue yet')).toBeInTheDocument();
  expect(await screen.findByText('No class is live right now.')).toBeInTheDocument();
  expect(await screen.findByText('No upcoming classes yet.')).toBeInTheDocument();
  expect(ev.of('toast/error')).toEqual([]);
  ev.stop();
});

test('shows skeletons while loading, then a retry panel when a list fails', async () => {
  mockApi({ ...baseRoutes(), 'GET v1 /teacher/teacher-by-category': { status: 503, message: '' } });
  renderLearning(<HomePage />, { route: '/home' });
  expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
  await waitFor(() => expect(screen.queryAllByTestId('skeleton')).toHaveLength(0));
  expect(within(screen.getByTestId('section-teachers')).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
