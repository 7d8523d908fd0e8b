import { screen, waitFor } from '@testing-library/react';
import LiveClassPage from './LiveClassPage';
import { playableOf } from '../hooks/useLiveClass';
import { mockApi } from '../../../test/mockApi';
import { recordEvents } from '../../../test/events';
import { renderLearning, type Tier } from '../../../test/render';

const details = { idLiveClass: 5, liveClassHeading: 'Photosynthesis (recorded)', liveCompletionFlag: true, liveClassURL: '/media/clips/photosynthesis.mp4', teacherName: 'Meera Nair', classDate: '2026-01-10', fromTime: '10:00:00', toTime: '11:00:00' };

function renderLive(tier: Tier = 'premium') {
  return renderLearning(<LiveClassPage />, { route: '/live-class/5', path: '/live-class/:idLiveClass', tier });
}

test('plays a recorded class and syncs the watched history', async () => {
  const api = mockApi({
    'GET v1 /liveClass/getLiveClassDetails': { data: details },
    'POST v1 /liveClass/sync-live-class-watched-history': { message: 'Successful' },
  });
  renderLive();
  const player = await screen.findByTestId('video-player');
  expect(player).toHaveAttribute('src', '/media/clips/photosynthesis.mp4');
  expect(screen.getByText('By Meera Nair')).toBeInTheDocument();
  await waitFor(() => expect(api.find('POST', '/liveClass/sync-live-class-watched-history')).toHaveLength(1));
  expect(api.find('POST', '/liveClass/sync-live-class-watched-history')[0]!.params).toEqual({ idLiveClass: 5 });
});

test('"History already exists" is benign', async () => {
  mockApi({
    'GET v1 /liveClass/getLiveClassDetails': { data: details },
    'POST v1 /liveClass/sync-live-class-watched-history': { status: 500, message: 'History already exists' },
  });
  const ev = recordEvents('toast/error');
  renderLive();
  await screen.findByTestId('video-player');
  await new Promise((r) => setTimeout(r, 20));
  expect(ev.of('toast/error')).toEqual([]);
  ev.stop();
});

test('406 on a webcasted class opens the premium dialog without an error toast', async () => {
  const api = mockApi({ 'GET v1 /liveClass/getLiveClassDetails': { status: 406, message: 'Please subscribe to access webcasted videos!' } });
  const ev = recordEvents('premium/required', 'toast/error');
  renderLive('basic');
  expect(await screen.findByTestId('premium-locked')).toBeInTheDocument();
  // The contract's message, once; the dialog is asked for once.
  expect(screen.getByTestId('premium-message')).toHaveTextContent('Please subscribe to access webcasted videos!');
  await waitFor(() => expect(ev.of('premium/required')).toEqual([{ source: 'live-class' }]));
  expect(ev.of('toast/error')).toEqual([]);
  expect(api.find('POST', '/liveClass/sync-live-class-watched-history')).toHaveLength(0);
  ev.stop();
});

test('401 shows the server message', async () => {
  mockApi({ 'GET v1 /liveClass/getLiveClassDetails': { status: 401, message: 'User dosent have access to view this content.' } });
  renderLive();
  expect(await screen.findByRole('alert')).toHaveTextContent('User dosent have access to view this content.');
});

test('class URLs: our media plays in the video player, YouTube is embedded', () => {
  expect(playableOf('/media/clips/a.mp4')).toEqual({ kind: 'video', src: '/media/clips/a.mp4' });
  expect(playableOf('https://www.youtube.com/watch?v=abcdef12345')).toEqual({ kind: 'youtube', src: 'https://www.youtube-nocookie.com/embed/abcdef12345' });
  expect(playableOf('https://meet.example.com/x')).toEqual({ kind: 'link', src: 'https://meet.example.com/x' });
  expect(playableOf(null)).toEqual({ kind: 'none' });
});
