import { configure, screen, waitFor } from '@testing-library/react';
import { appStore, on, sessionAtom, STORAGE_KEYS } from '@app/shared';
import { renderWithProviders, testAuthUser } from '@app/shared/testing';
import en from '../../../locales/en.json';
import hi from '../../../locales/hi.json';
import { fail, mockApi, ok, stubMedia, type SeenRequest } from '../../../test-utils/mockApi';
import SharePage, { classifyShareError, playableUrl } from './SharePage';

// Generous waits: CI machines are small and busy.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const ID = 'abcdefghijklmnopqrstuv';
const shared = {
  idShareVideo: 4,
  videoType: 'discover',
  s3BucketURL: '/media/discover/thirsty-crow.mp4',
  vcpVideoId: null,
  vcpVideoOtp: null,
  liveClassURL: null,
  premiumFlag: false,
  title: 'The thirsty crow',
  subTitle: 'STORIES · English',
  description: 'Pebble by pebble.',
  thumbnailURL: '/media/discover/thirsty-crow.jpg',
};

function setup(handler: (r: SeenRequest) => ReturnType<typeof ok>) {
  const seen = mockApi(handler);
  renderWithProviders(<SharePage />, { store: appStore, messages: { social: en }, route: `/share/${ID}`, path: '/share/:idShare' });
  return seen;
}

beforeEach(() => {
  stubMedia();
  localStorage.clear();
  appStore.set(sessionAtom, null);
});

test('without a session: no token sent, plays the video, counts one view, remembers the link for login', async () => {
  const seen = setup((r) => (r.method === 'GET' ? ok(shared) : ok({ viewCount: 1 })));
  expect(await screen.findByRole('heading', { name: 'The thirsty crow' })).toBeInTheDocument();
  expect(screen.getByTestId('share-player')).toHaveAttribute('src', '/media/discover/thirsty-crow.mp4');
  await waitFor(() => expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(1));
  expect(seen[0]).toMatchObject({ method: 'GET', url: `/share/${ID}`, authorization: undefined });
  expect(seen.find((r) => r.method === 'PUT')).toMatchObject({ url: `/share/${ID}`, authorization: undefined });
  expect(localStorage.getItem(STORAGE_KEYS.sharedVideoId)).toBe(ID);
  expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', `/login?redirect_path=${encodeURIComponent(`/share/${ID}`)}`);
});

test('with a session: the token is sent and the pending link is cleared', async () => {
  appStore.set(sessionAtom, testAuthUser());
  localStorage.setItem(STORAGE_KEYS.sharedVideoId, ID);
  const seen = setup((r) => (r.method === 'GET' ? ok(shared) : ok({ viewCount: 1 })));
  expect(await screen.findByRole('heading', { name: 'The thirsty crow' })).toBeInTheDocument();
  expect(seen[0]!.authorization).toBe('Bearer test-access');
  expect(localStorage.getItem(STORAGE_KEYS.sharedVideoId)).toBeNull();
  expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
});

test('expired link: a clear message and no view counted', async () => {
  const seen = setup(() => fail(500, 'Sorry, the current URL has expired. Please log in to stream content.'));
  expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
  expect(screen.getByText('Sorry, the current URL has expired. Please log in to stream content.')).toBeInTheDocument();
  expect(seen.some((r) => r.method === 'PUT')).toBe(false);
});

test('invalid link', async () => {
  setup(() => fail(500, 'This URL might be invalid.'));
  expect(await screen.findByRole('heading', { name: 'Link not found' })).toBeInTheDocument();
  expect(screen.getByText('This URL might be invalid.')).toBeInTheDocument();
});

test('in Hindi the page explains the problem in Hindi, not with the English server message', async () => {
  mockApi(() => fail(500, 'This URL might be invalid.'));
  renderWithProviders(<SharePage />, { store: appStore, lng: 'hi', messages: { social: hi }, route: `/share/${ID}`, path: '/share/:idShare' });
  expect(await screen.findByRole('heading', { name: hi.share.errors.invalid.title })).toBeInTheDocument();
  expect(screen.getByText(hi.share.errors.invalid.fallback)).toBeInTheDocument();
  expect(screen.queryByText('This URL might be invalid.')).not.toBeInTheDocument();
});

test('401 (premium without a session): the message, the catalogue toast, and the 3-second redirect', async () => {
  jest.useFakeTimers();
  const toasts: string[] = [];
  const off = on('toast/error', (t) => toasts.push(t.message));
  // The catalogue decides by the current URL: a share URL.
  window.history.pushState({}, '', `/share/${ID}`);
  try {
    setup(() => fail(401, 'Sorry, you are not authorized to stream this content.'));
    expect(await screen.findByRole('heading', { name: 'Log in to watch' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, you are not authorized to stream this content.')).toBeInTheDocument();
    expect(screen.getByText('Taking you to the home page in 3 seconds…')).toBeInTheDocument();
    expect(toasts).toEqual(['Sorry, you are not authorized to stream this content.']);
    // The redirect to /home is scheduled (jsdom cannot navigate, so only the timer is checked).
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    expect(localStorage.getItem(STORAGE_KEYS.sharedVideoId)).toBe(ID);
  } finally {
    jest.clearAllTimers();
    window.history.pushState({}, '', '/');
    off();
    jest.useRealTimers();
  }
});

test('premium video for a basic student: the message and the premium dialog', async () => {
  appStore.set(sessionAtom, testAuthUser());
  const asked: unknown[] = [];
  const off = on('premium/required', (d) => asked.push(d));
  setup(() => fail(402, 'Please purchase premium subscription to access this content.'));
  expect(await screen.findByRole('heading', { name: 'Premium video' })).toBeInTheDocument();
  expect(screen.getByText('Please purchase premium subscription to access this content.')).toBeInTheDocument();
  expect(asked).toEqual([{ source: 'share' }]);
  off();
});

test('helpers', () => {
  expect(playableUrl({ ...shared, s3BucketURL: null, liveClassURL: 'https://example.org/rec.mp4' })).toBe('https://example.org/rec.mp4');
  expect(playableUrl({ ...shared, s3BucketURL: null })).toBeNull();
  expect(classifyShareError(new Error('x')).kind).toBe('other');
});
