import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, on, sessionAtom } from '@app/shared';
import { renderWithProviders, testAuthUser } from '@app/shared/testing';
import en from '../../../locales/en.json';
import { fail, mockApi, ok, stubMedia, type SeenRequest } from '../../../test-utils/mockApi';
import DiscoverPage from './DiscoverPage';
import type { DiscoverVideo } from '../api/discoverApi';

// Generous waits: CI machines are small and busy.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const v = (id: number, topic: string, language: string, cat: number): DiscoverVideo => ({
  idDiscoverVideo: id,
  videoLink: `/media/discover/${id}.mp4`,
  language,
  featuredFlag: false,
  idDiscoverVideoCategory: cat,
  uploadedDate: '2026-11-20T10:00:00.000+05:30',
  topic,
  videoOtp: null,
  videoDuration: 12,
  postarLoc: `/media/discover/${id}.jpg`,
  videoTheme: null,
  videoDescription: `${topic} explained`,
  totalViews: 1200,
});

const CATS = [
  { idDiscoverVideoCategory: 1, category: 'SCIENCE EXPERIMENT', imageLink: '/c1.jpg' },
  { idDiscoverVideoCategory: 3, category: 'STORIES', imageLink: null },
];

function setup(extra: (r: SeenRequest) => ReturnType<typeof ok> | undefined = () => undefined) {
  const seen = mockApi((r) => {
    const x = extra(r);
    if (x) return x;
    switch (r.url) {
      case '/discover/getAllCategories':
        return ok(CATS);
      case '/discover/getTop10Latestvideos':
        return ok([v(1, 'Lemon battery', 'English', 1), v(10, 'The lion and the mouse', 'Hindi', 3)]);
      case '/discover/getLanguages':
        return ok(['English', 'Hindi', 'Kannada']);
      case '/discover/getAllLatestVideosOnLanguage/Hindi':
        return ok([v(10, 'The lion and the mouse', 'Hindi', 3)]);
      case '/discover/getAllLatestVideosOnLanguage/Kannada':
        return fail(500, 'No Videos For this language');
      case '/discover/getDiscoverVideosByCategory/3':
        return ok([v(9, 'The thirsty crow', 'English', 3), v(10, 'The lion and the mouse', 'Hindi', 3)]);
      case '/discover/getDiscoverVideosByCategory/3/Hindi':
        return ok([v(10, 'The lion and the mouse', 'Hindi', 3)]);
      case '/discover/getDiscoverVideosByCategory/3/Kannada':
        return fail(500, 'No Videos Found for this Language');
      case '/share/get-link':
        return ok('http://localhost/share/abcdefghijklmnopqrstuv');
      default:
        return fail(404, 'not mocked');
    }
  });
  renderWithProviders(<DiscoverPage />, { store: appStore, messages: { social: en } });
  return seen;
}

beforeEach(() => {
  stubMedia();
  appStore.set(sessionAtom, testAuthUser());
});

test('shows categories, the latest ten and the languages', async () => {
  setup();
  const latest = await screen.findByTestId('discover-latest');
  expect(await within(latest).findByRole('heading', { name: 'Lemon battery' })).toBeInTheDocument();
  expect(within(latest).getByRole('heading', { name: 'Latest videos' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /SCIENCE EXPERIMENT/ })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('button', { name: 'All categories' })).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Kannada' })).toBeInTheDocument());
});

test('latest by language, with an empty state for a language without videos', async () => {
  const seen = setup();
  await screen.findByRole('heading', { name: 'Lemon battery' });
  await waitFor(() => expect(screen.getByRole('option', { name: 'Hindi' })).toBeInTheDocument());
  await userEvent.selectOptions(screen.getByLabelText('Language'), 'Hindi');
  const latest = screen.getByTestId('discover-latest');
  expect(await within(latest).findByRole('heading', { name: 'Latest in Hindi' })).toBeInTheDocument();
  await waitFor(() => expect(within(latest).queryByRole('heading', { name: 'Lemon battery' })).toBeNull());
  expect(within(latest).getByRole('heading', { name: 'The lion and the mouse' })).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Language'), 'Kannada');
  expect(await within(latest).findByText('No videos in Kannada yet. Try another language.')).toBeInTheDocument();
  expect(seen.some((r) => r.url === '/discover/getAllLatestVideosOnLanguage/Kannada')).toBe(true);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('videos by category, and by category and language', async () => {
  setup();
  await userEvent.click(await screen.findByRole('button', { name: /STORIES/ }));
  const section = await screen.findByTestId('discover-category-videos');
  expect(await within(section).findByRole('heading', { name: 'The thirsty crow' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /STORIES/ })).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Hindi' })).toBeInTheDocument());
  await userEvent.selectOptions(screen.getByLabelText('Language'), 'Hindi');
  expect(await within(section).findByRole('heading', { name: 'STORIES in Hindi' })).toBeInTheDocument();
  await waitFor(() => expect(within(section).queryByRole('heading', { name: 'The thirsty crow' })).toBeNull());
  await userEvent.selectOptions(screen.getByLabelText('Language'), 'Kannada');
  expect(await within(section).findByText('No videos in this category in Kannada yet. Try another language.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'All categories' }));
  expect(screen.queryByTestId('discover-category-videos')).toBeNull();
});

test('a video plays in a dialog, and its link can be shared', async () => {
  const toasts: string[] = [];
  const off = on('toast/show', (t) => toasts.push(t.message));
  const writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  const seen = setup();
  await userEvent.click(await screen.findByRole('button', { name: 'Play Lemon battery' }));
  const dialog = screen.getByRole('dialog');
  const player = within(dialog).getByTestId('discover-player') as HTMLVideoElement;
  expect(player).toHaveAttribute('src', '/media/discover/1.mp4');
  expect(player).toHaveAttribute('controls');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Copy share link' }));
  await waitFor(() => expect(toasts).toContain('The link is copied to clipboard.'));
  expect(writeText).toHaveBeenCalledWith('http://localhost/share/abcdefghijklmnopqrstuv');
  expect(seen.find((r) => r.url === '/share/get-link')).toMatchObject({ method: 'POST', data: { idVideo: 1, videoType: 'discover', contentType: 'free' } });
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  off();
});

test('a failed load offers a retry', async () => {
  let first = true;
  setup((r) => {
    if (r.url === '/discover/getAllCategories' && first) {
      first = false;
      return { status: 502, body: '' };
    }
    return undefined;
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load this.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: /SCIENCE EXPERIMENT/ })).toBeInTheDocument();
});

afterEach(() => appStore.set(sessionAtom, null));
