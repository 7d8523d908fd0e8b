import { lazy } from 'react';
import { act, screen } from '@testing-library/react';
import type { RemoteApp, RemoteId } from '@app/shared';
import { renderWithProviders } from '@app/shared/testing';
import en from '../locales/en.json';
import { RemoteRoute, RemoteSlot } from './RemoteRoute';
import { loadRemoteApp } from './load-remote-app';

jest.mock('./load-remote-app', () => ({ loadRemoteApp: jest.fn() }));

let showScreen: () => void = () => {};
const screenReady = new Promise<void>((r) => (showScreen = r));

const apps: Partial<Record<RemoteId, RemoteApp>> = {
  learning: {
    id: 'learning',
    routes: { home: lazy(() => screenReady.then(() => ({ default: () => <h1>Home screen</h1> }))) },
  } as unknown as RemoteApp,
  assistant: {
    id: 'assistant',
    routes: {},
    slots: { 'dashboard-widget': () => <button type="button">Assistant</button> },
  } as unknown as RemoteApp,
};

test('a slot with afterFirstScreen loads its remote only after the route screen has rendered', async () => {
  jest.mocked(loadRemoteApp).mockImplementation((id: RemoteId) => Promise.resolve(apps[id]!));
  renderWithProviders(
    <>
      <RemoteRoute remote="learning" routeId="home" />
      <RemoteSlot remote="assistant" slot="dashboard-widget" afterFirstScreen />
    </>,
    { messages: { host: en } },
  );
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
  // The screen's chunk is still loading: the assistant has not even been requested.
  expect(screen.queryByRole('heading', { name: 'Home screen' })).toBeNull();
  expect(jest.mocked(loadRemoteApp).mock.calls.map((c) => c[0])).toEqual(['learning']);

  showScreen();
  expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Assistant' }, { timeout: 4000 })).toBeInTheDocument();
  expect(jest.mocked(loadRemoteApp).mock.calls.map((c) => c[0])).toEqual(['learning', 'assistant']);
});
