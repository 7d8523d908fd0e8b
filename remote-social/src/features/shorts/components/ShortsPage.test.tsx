import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, sessionAtom } from '@app/shared';
import { renderWithProviders, testAuthUser } from '@app/shared/testing';
import en from '../../../locales/en.json';
import { fail, mockApi, ok, stubMedia, type SeenRequest } from '../../../test-utils/mockApi';
import ShortsPage from './ShortsPage';
import type { SocialVideo } from '../api/shortsApi';

// Generous waits: CI machines are small and busy.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const video = (id: number, over: Partial<SocialVideo> = {}): SocialVideo => ({
  idSocialVideo: id,
  videoTitle: `Short ${id}`,
  videoDescription: `About ${id}`,
  videoDuration: 10,
  totalLikes: 5,
  totalDisLikes: 1,
  totalComments: 2,
  completionFlag: false,
  thumbnailLink: `/media/shorts/${id}.jpg`,
  likeFlag: false,
  disLikeFlag: false,
  comments: [],
  videoLinks: [{ videoLink: `/media/shorts/${id}.mp4`, resolution: '360p' }],
  ...over,
});

const page = (content: SocialVideo[]) => ({ content, pageable: 'INSTANCE', totalPages: 1, totalElements: content.length, last: true, first: true, size: 100, number: 0, numberOfElements: content.length, empty: !content.length });

function setup(routes: (r: SeenRequest) => ReturnType<typeof ok> | undefined = () => undefined) {
  const seen = mockApi((r) => {
    const custom = routes(r);
    if (custom) return custom;
    if (r.url === '/social-video/get-social-videos') return ok(page([video(1), video(2), video(3)]));
    if (r.url.endsWith('/view-count')) return ok(null);
    if (r.url.endsWith('/social-video-log')) return ok(null);
    return fail(404, 'not mocked');
  });
  renderWithProviders(<ShortsPage />, { store: appStore, messages: { social: en } });
  return seen;
}

const active = () => screen.getAllByTestId('short-slide').find((s) => s.dataset.active === 'true')!;

beforeEach(() => {
  stubMedia();
  appStore.set(sessionAtom, testAuthUser());
});

test('loads page 0 of 100 not-completed videos and shows the first one', async () => {
  const seen = setup();
  await waitFor(() => expect(screen.getAllByTestId('short-slide')).toHaveLength(3));
  expect(seen[0]).toMatchObject({ method: 'GET', url: '/social-video/get-social-videos', params: { pageNumber: 0, pageSize: 100, completeFlag: false } });
  expect(seen[0]!.authorization).toBe('Bearer test-access');
  expect(active().dataset.id).toBe('1');
  expect(screen.getByTestId('shorts-announcer')).toHaveTextContent('Video 1 of 3: Short 1');
  // The active video autoplays muted; the next one is mounted and buffered; the third is not mounted.
  const activeVideo = within(active()).getByTestId('short-video-active') as HTMLVideoElement;
  expect(activeVideo.muted).toBe(true);
  expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  expect(screen.getByTestId('short-video-next')).toHaveAttribute('preload', 'auto');
  expect(document.querySelectorAll('video')).toHaveLength(2);
});

test('keyboard, buttons, swipe and wheel move between videos', async () => {
  setup();
  await waitFor(() => expect(active().dataset.id).toBe('1'));
  fireEvent.keyDown(document.body, { key: 'ArrowDown' });
  expect(active().dataset.id).toBe('2');
  fireEvent.keyDown(document.body, { key: 'ArrowUp' });
  expect(active().dataset.id).toBe('1');
  fireEvent.keyDown(document.body, { key: 'ArrowUp' });
  expect(active().dataset.id).toBe('1');
  await userEvent.click(screen.getByRole('button', { name: 'Next video' }));
  expect(active().dataset.id).toBe('2');
  const feed = screen.getByTestId('shorts-feed');
  fireEvent.touchStart(feed, { touches: [{ clientX: 100, clientY: 400 }] });
  fireEvent.touchEnd(feed, { changedTouches: [{ clientX: 105, clientY: 200 }] });
  expect(active().dataset.id).toBe('3');
  expect(screen.getByRole('button', { name: 'Next video' })).toBeDisabled();
  fireEvent.wheel(feed, { deltaY: -120 });
  expect(active().dataset.id).toBe('2');
  // A second wheel burst right away is ignored (one move per gesture).
  fireEvent.wheel(feed, { deltaY: -120 });
  expect(active().dataset.id).toBe('2');
  expect(screen.getByTestId('shorts-announcer')).toHaveTextContent('Video 2 of 3: Short 2');
});

test('tap to unmute, then tap pauses', async () => {
  setup();
  await waitFor(() => expect(active().dataset.id).toBe('1'));
  await userEvent.click(within(active()).getByRole('button', { name: 'Tap to unmute' }));
  expect((within(active()).getByTestId('short-video-active') as HTMLVideoElement).muted).toBe(false);
  expect(within(active()).getByTestId('mute-button')).toHaveAccessibleName('Mute');
  await userEvent.click(within(active()).getByRole('button', { name: 'Pause' }));
  expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
  expect(within(active()).getByRole('button', { name: 'Play' })).toBeInTheDocument();
});

test('like with counts; a failed call puts the counts back', async () => {
  let failNext = false;
  const seen = setup((r) => {
    if (r.url === '/social-video/1/like-dislike') {
      if (failNext) return fail(500, 'Something went wrong, please try again later.');
      return ok({ idSocialVideo: 1, totalLikes: 6, totalDisLikes: 1, likeFlag: true, disLikeFlag: false });
    }
    return undefined;
  });
  await waitFor(() => expect(active().dataset.id).toBe('1'));
  const like = within(active()).getByTestId('like-button');
  await userEvent.click(like);
  await waitFor(() => expect(within(active()).getByTestId('like-count')).toHaveTextContent('6'));
  expect(like).toHaveAttribute('aria-pressed', 'true');
  expect(seen.find((r) => r.url === '/social-video/1/like-dislike')!.data).toEqual({ likeFlag: true, disLikeFlag: false });
  failNext = true;
  await userEvent.click(within(active()).getByTestId('dislike-button'));
  await waitFor(() => expect(within(active()).getByTestId('like-count')).toHaveTextContent('6'));
  await waitFor(() => expect(within(active()).getByTestId('dislike-count')).toHaveTextContent('1'));
  expect(within(active()).getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
});

test('counts the view on first play and logs the watch when moving on', async () => {
  const seen = setup();
  await waitFor(() => expect(active().dataset.id).toBe('1'));
  const el = within(active()).getByTestId('short-video-active') as HTMLVideoElement;
  fireEvent.playing(el);
  fireEvent.playing(el);
  await waitFor(() => expect(seen.filter((r) => r.url === '/social-video/1/view-count')).toHaveLength(1));
  expect(seen.find((r) => r.url === '/social-video/1/view-count')!.method).toBe('PUT');
  Object.defineProperty(el, 'duration', { configurable: true, value: 10 });
  for (const t of [1, 2, 3, 4]) {
    Object.defineProperty(el, 'currentTime', { configurable: true, value: t });
    fireEvent.timeUpdate(el);
  }
  fireEvent.keyDown(document.body, { key: 'ArrowDown' });
  await waitFor(() => expect(seen.some((r) => r.url === '/social-video/1/social-video-log')).toBe(true));
  expect(seen.find((r) => r.url === '/social-video/1/social-video-log')).toMatchObject({ method: 'POST', data: { watchedDuration: 4, completionFlag: false } });
});

test('watching to the end logs a completed view', async () => {
  const seen = setup();
  await waitFor(() => expect(active().dataset.id).toBe('1'));
  const el = within(active()).getByTestId('short-video-active') as HTMLVideoElement;
  Object.defineProperty(el, 'duration', { configurable: true, value: 3 });
  for (const t of [1, 2, 2.9]) {
    Object.defineProperty(el, 'currentTime', { configurable: true, value: t });
    fireEvent.timeUpdate(el);
  }
  await waitFor(() => expect(seen.find((r) => r.url === '/social-video/1/social-video-log')?.data).toEqual({ watchedDuration: 3, completionFlag: true }));
});

test('an empty feed shows an empty state, not an error', async () => {
  setup((r) => (r.url === '/social-video/get-social-videos' ? fail(500, 'No Videos Available.') : undefined));
  expect(await screen.findByText('No short videos right now. Please check back soon.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a failed feed shows an error with retry', async () => {
  let calls = 0;
  setup((r) => {
    if (r.url !== '/social-video/get-social-videos') return undefined;
    calls += 1;
    return calls === 1 ? fail(503, 'Service Unavailable') : undefined;
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.getAllByTestId('short-slide')).toHaveLength(3));
});

describe('comments', () => {
  const hostile = '<img src=x onerror="alert(1)"> hi';
  const comments = [
    { idSocialVideoComment: 11, idSocialVideo: 1, comment: hostile, userName: 'Ravi', createdAt: '2026-11-20T10:00:00Z', ownComment: false },
    { idSocialVideoComment: 12, idSocialVideo: 1, comment: 'Nice one', userName: 'Asha', createdAt: '2026-11-20T11:00:00Z', ownComment: true },
  ];
  const routes = (r: SeenRequest) => {
    if (r.url === '/social-video/1/comment' && r.method === 'GET') return ok({ ...page(comments as never), size: 50 });
    if (r.url === '/social-video/1/comment' && r.method === 'POST')
      return ok({ idSocialVideoComment: 13, idSocialVideo: 1, comment: r.data.comment, userName: 'Asha', createdAt: '2026-11-21T10:00:00Z', ownComment: true });
    if (r.url === '/social-video/comment/11/report') return ok(null, 'Thank you. We will review this comment.');
    return undefined;
  };

  test('reads comments as plain text, posts a trimmed comment, keeps arrows for typing', async () => {
    const seen = setup(routes);
    await waitFor(() => expect(active().dataset.id).toBe('1'));
    await userEvent.click(within(active()).getByTestId('comments-button'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(hostile)).toBeInTheDocument();
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(dialog).getByText('You')).toBeInTheDocument();
    // Own comments cannot be reported.
    expect(within(dialog).getAllByRole('button', { name: /^Report the comment by/ })).toHaveLength(1);
    const box = within(dialog).getByLabelText('Add a comment');
    fireEvent.change(box, { target: { value: '  Great explanation!  ' } });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(within(dialog).getByText('Great explanation!')).toBeInTheDocument());
    expect(seen.find((r) => r.method === 'POST' && r.url === '/social-video/1/comment')!.data).toEqual({ comment: 'Great explanation!' });
    expect(box).toHaveValue('');
    expect(within(dialog).getByText('Your comment was posted.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(active().dataset.id).toBe('1');
    expect(within(active()).getByTestId('comments-button')).toHaveAccessibleName('Comments (3 comments)');
  });

  test('a comment over 300 characters is refused before sending, and the text is kept', async () => {
    const seen = setup(routes);
    await waitFor(() => expect(active().dataset.id).toBe('1'));
    await userEvent.click(within(active()).getByTestId('comments-button'));
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByLabelText('Add a comment');
    fireEvent.change(box, { target: { value: 'a'.repeat(301) } });
    expect(within(dialog).getByText('301/300')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Post' })).toBeDisabled();
    fireEvent.submit(box.closest('form')!);
    expect(await within(dialog).findByText('A comment can have at most 300 characters.')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'POST' && r.url.endsWith('/comment'))).toBe(false);
    expect(box).toHaveValue('a'.repeat(301));
  });

  test('a server refusal is shown and the text is kept', async () => {
    setup((r) => (r.method === 'POST' && r.url === '/social-video/1/comment' ? fail(400, 'Comment cannot be empty') : routes(r)));
    await waitFor(() => expect(active().dataset.id).toBe('1'));
    await userEvent.click(within(active()).getByTestId('comments-button'));
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByLabelText('Add a comment');
    await userEvent.type(box, 'hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Comment cannot be empty');
    expect(box).toHaveValue('hello');
  });

  test('reporting a comment sends the reason and hides it', async () => {
    const seen = setup(routes);
    await waitFor(() => expect(active().dataset.id).toBe('1'));
    await userEvent.click(within(active()).getByTestId('comments-button'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Report the comment by Ravi' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Why are you reporting this comment?'), 'bullying');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(within(dialog).queryByText(hostile)).toBeNull());
    expect(seen.find((r) => r.url === '/social-video/comment/11/report')).toMatchObject({ method: 'POST', data: { reason: 'bullying' } });
    expect(within(dialog).getByText('Thank you. We will review this comment.')).toBeInTheDocument();
  });
});

afterEach(() => {
  act(() => appStore.set(sessionAtom, null));
});
