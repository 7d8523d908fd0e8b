import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@app/shared';
import ContentPage from './ContentPage';
import { mockApi } from '../../../test/mockApi';
import { recordEvents } from '../../../test/events';
import { renderLearning, type Tier } from '../../../test/render';
import { flushPendingSaves } from '../../../lib/progress';

const video = (id: number, seq: number, over: Record<string, unknown> = {}) => ({
  idOfflineVideoCourse: id,
  videoEnLink: `/media/clips/clip-${id}.mp4`,
  videoPoster1Location: `/media/clips/clip-${id}.jpg`,
  topic: `Topic ${id}`,
  videoDescription: `About ${id}`,
  question: `Question ${id}?`,
  answer: `Answer ${id}.`,
  videoSeqNumber: seq,
  idStudentAssignedCourse: 9000 + id,
  completeFlag: false,
  videoCoverageDuration: 0,
  videoDuration: 30,
  ...over,
});

function routes(over: Record<string, unknown> = {}) {
  return {
    'GET v1 /offlineCourse/chapter-based-video': {
      data: {
        idSubjectChapter: 10101,
        idSubject: 1,
        subjectName: 'MATHS',
        chapterName: 'Real Numbers',
        isAccessAllowed: true,
        studentVideoStreamingDTO: [video(502, 2), video(501, 1, { videoCoverageDuration: 12 })],
      },
    },
    'GET v1 /subscription/student-assigned-course': { data: { idStudentAssignedCourse: 9501 } },
    'PUT v1 /assigned-course/video/9501': { data: null, message: 'Request Sucessfull' },
    'GET v1 /offlineCourse/is-rating-available': { data: false },
    'POST v1 /offlineCourse/save-video-ratings': { status: 201, message: 'Rating recorded successfully.' },
    'GET v1 /ticket/get-issue-category': { data: [{ idIssueCategory: 1, issueCategory: 'Video not playing' }, { idIssueCategory: 2, issueCategory: 'Wrong content' }], message: 'Request Successfull' },
    'POST v1 /ticket/save-ticket': { data: {}, message: 'Saved Successfully' },
    'POST v1 /share/get-link': { data: 'http://localhost/share/abc', message: 'Request Sucessfull' },
    ...over,
  };
}

function renderContent(url = '/content/10101?subject=1', tier: Tier = 'premium') {
  return renderLearning(<ContentPage />, { route: url, path: '/content/:id', tier });
}

function setTime(v: HTMLVideoElement, t: number, duration = 30) {
  Object.defineProperty(v, 'currentTime', { configurable: true, writable: true, value: t });
  Object.defineProperty(v, 'duration', { configurable: true, value: duration });
}

afterEach(() => localStorage.clear());

test('plays the first unfinished video from where the student stopped and saves progress on pause', async () => {
  const api = mockApi(routes());
  renderContent();
  const player = (await screen.findByTestId('video-player')) as HTMLVideoElement;
  expect(player).toHaveAttribute('src', '/media/clips/clip-501.mp4');
  expect(player).toHaveAttribute('controls');
  expect(player).toHaveAccessibleName('Topic 501');
  expect(screen.getByTestId('resume-note')).toHaveTextContent('Resuming from 0:12');

  setTime(player, 0);
  Object.defineProperty(player, 'readyState', { configurable: true, value: 1 });
  fireEvent(player, new Event('loadedmetadata'));
  expect(player.currentTime).toBe(12);

  fireEvent.play(player);
  setTime(player, 19.4);
  fireEvent.timeUpdate(player);
  fireEvent.pause(player);
  await act(flushPendingSaves);
  expect(api.find('PUT', '/assigned-course/video/9501').map((c) => c.params)).toEqual([{ duration: 19 }]);
  expect(api.find('GET', '/offlineCourse/chapter-based-video')[0]!.params).toEqual({ idStudentSubscription: -1, idSubjectChapter: 10101 });
  // Notes and Q&A of the video.
  expect(screen.getByText('About 501')).toBeInTheDocument();
  expect(screen.getByText('Question 501?')).toBeInTheDocument();
  // The host's back button falls back to the subject page.
  expect(localStorage.getItem(STORAGE_KEYS.idSubject)).toBe('1');
  expect(localStorage.getItem(STORAGE_KEYS.subType)).toBe('academic');
});

test('the end of the video saves the full length (complete flag) and leaving saves the position', async () => {
  const api = mockApi(routes({ 'PUT v1 /assigned-course/video/9502': { data: null } }));
  const { unmount } = renderContent('/content/10101?subject=1&video=502');
  const player = (await screen.findByTestId('video-player')) as HTMLVideoElement;
  expect(player).toHaveAttribute('src', '/media/clips/clip-502.mp4');
  setTime(player, 30);
  fireEvent.durationChange(player);
  fireEvent.timeUpdate(player);
  fireEvent.ended(player);
  await act(flushPendingSaves);
  expect(api.find('PUT', '/assigned-course/video/9502').map((c) => c.params)).toEqual([{ duration: 30 }]);
  await waitFor(() => expect(screen.getByTestId('resume-note')).toHaveTextContent('You have watched this video.'));
  unmount();
  await flushPendingSaves();
  expect(api.find('PUT', '/assigned-course/video/9502')).toHaveLength(1);
});

test('leaving the page saves the watched position', async () => {
  const api = mockApi(routes());
  const { unmount } = renderContent();
  const player = (await screen.findByTestId('video-player')) as HTMLVideoElement;
  fireEvent.play(player);
  setTime(player, 16.9);
  fireEvent.timeUpdate(player);
  unmount();
  await flushPendingSaves();
  expect(api.find('PUT', '/assigned-course/video/9501').map((c) => c.params)).toEqual([{ duration: 16 }]);
});

test('a basic student on premium content gets the premium dialog and no error toast', async () => {
  mockApi(routes({ 'GET v1 /subscription/student-assigned-course': { status: 402, message: 'Please purchase premium subscription to access this content.' } }));
  const ev = recordEvents('premium/required', 'toast/error');
  renderContent('/content/10101?subject=1', 'basic');
  expect(await screen.findByTestId('premium-locked')).toBeInTheDocument();
  expect(screen.getByTestId('premium-message')).toHaveTextContent('Please purchase premium subscription to access this content.');
  expect(screen.queryByTestId('video-player')).not.toBeInTheDocument();
  expect(screen.queryByTestId('resume-note')).not.toBeInTheDocument();
  await waitFor(() => expect(ev.of('premium/required')).toEqual([{ source: 'content' }]));
  expect(ev.of('toast/error')).toEqual([]);
  ev.stop();
});

test('the line under the title names subject, chapter and section once each', async () => {
  mockApi(
    routes({
      'GET v1 /offlineCourse/chapter-based-video': {
        data: { idSubjectChapter: 10101, idSubject: 1, subjectName: 'MATHS', chapterName: 'Real Numbers', isAccessAllowed: true, studentVideoStreamingDTO: [video(501, 1, { heading: '1|Real Numbers' })] },
      },
    }),
  );
  renderContent();
  expect(await screen.findByText('MATHS · Real Numbers')).toBeInTheDocument();
});

test('free (trial) and premium students get in without the gate call', async () => {
  const api = mockApi(routes());
  renderContent('/content/10101?subject=1', 'free');
  expect(await screen.findByTestId('video-player')).toBeInTheDocument();
  expect(api.find('GET', '/subscription/student-assigned-course')).toHaveLength(0);
});

test('a 402 on the chapter itself shows the premium lock', async () => {
  mockApi(routes({ 'GET v1 /offlineCourse/chapter-based-video': { status: 402, message: 'Please purchase premium subscription to access this content.' } }));
  const ev = recordEvents('premium/required', 'toast/error');
  renderContent('/content/10101?subject=1', 'basic');
  expect(await screen.findByTestId('premium-locked')).toBeInTheDocument();
  expect(screen.getByTestId('premium-message')).toHaveTextContent('Please purchase premium subscription to access this content.');
  expect(ev.of('toast/error')).toEqual([]);
  ev.stop();
});

test('copies a share link with the spec message', async () => {
  const api = mockApi(routes());
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  const ev = recordEvents('toast/show');
  renderContent();
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  await waitFor(() => expect(ev.of('toast/show')).toEqual([{ message: 'The link is copied to clipboard.', kind: 'success' }]));
  expect(writeText).toHaveBeenCalledWith('http://localhost/share/abc');
  expect(api.find('POST', '/share/get-link')[0]!.body).toEqual({ idVideo: 501, videoType: 'animated', contentType: 'premium' });
  ev.stop();
});

test('report an issue needs a category, then sends a ticket', async () => {
  const api = mockApi(routes());
  renderContent();
  await userEvent.click(await screen.findByRole('button', { name: 'Report an issue' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report an issue' });
  await userEvent.type(screen.getByLabelText('Tell us what went wrong'), 'The sound stops');
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please select category');
  expect(api.find('POST', '/ticket/save-ticket')).toHaveLength(0);
  await screen.findByRole('option', { name: 'Video not playing' });
  await userEvent.selectOptions(screen.getByLabelText('Issue category'), '1');
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(api.find('POST', '/ticket/save-ticket')[0]!.body).toEqual({ idSubjectChapter: 10101, videoEnLink: '/media/clips/clip-501.mp4', idIssueCategory: 1, comment: 'The sound stops', status: 'OPEN' });
});

test('a failed ticket keeps what was typed and shows the reason', async () => {
  mockApi(routes({ 'POST v1 /ticket/save-ticket': { status: 500, message: 'Something went wrong' } }));
  renderContent();
  await userEvent.click(await screen.findByRole('button', { name: 'Report an issue' }));
  await screen.findByRole('option', { name: 'Wrong content' });
  await userEvent.selectOptions(screen.getByLabelText('Issue category'), '2');
  await userEvent.type(screen.getByLabelText('Tell us what went wrong'), 'Wrong chapter');
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  expect(screen.getByLabelText('Tell us what went wrong')).toHaveValue('Wrong chapter');
});

test('rates a video once', async () => {
  const api = mockApi(routes());
  const ev = recordEvents('toast/show');
  renderContent();
  await userEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
  await userEvent.type(screen.getByLabelText('Review (optional)'), 'Clear');
  await userEvent.click(screen.getByRole('button', { name: 'Submit rating' }));
  expect(await screen.findByText('Thank you for rating this video.')).toBeInTheDocument();
  expect(api.find('POST', '/offlineCourse/save-video-ratings')[0]!.body).toEqual({ idOfflineVideoCourse: 501, rating: 4, review: 'Clear' });
  expect(ev.of('toast/show')[0]!.message).toBe('Rating recorded successfully.');
  ev.stop();
});

test('an already rated video shows the thanks instead of the form', async () => {
  mockApi(routes({ 'GET v1 /offlineCourse/is-rating-available': { data: true } }));
  renderContent();
  expect(await screen.findByText('Thank you for rating this video.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Submit rating' })).not.toBeInTheDocument();
});
