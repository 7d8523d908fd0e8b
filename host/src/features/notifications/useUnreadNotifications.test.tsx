import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { appStore, emit, sessionAtom, unreadCountAtom } from '@app/shared';
import { renderWithProviders, testAuthUser } from '@app/shared/testing';
import en from '../../locales/en.json';
import { useUnreadNotifications } from './useUnreadNotifications';
import { ToastHost } from '../toasts/ToastHost';
import { mockHttp, ok, flush } from '../../test-utils';

function Page() {
  useUnreadNotifications();
  return (
    <>
      <p>home page</p>
      <ToastHost />
    </>
  );
}

describe('unread notifications', () => {
  afterEach(() => act(() => appStore.set(sessionAtom, null)));

  it('derives the badge count, announces changes and opens /notifications from the toast', async () => {
    let list = [
      { idUserNotification: 1, isNotViewed: true },
      { idUserNotification: 2, isNotViewed: false },
    ];
    mockHttp(({ url }) => (url === '/user-notification/' ? ok(list) : undefined));
    appStore.set(sessionAtom, testAuthUser());
    renderWithProviders(<Page />, {
      store: appStore,
      route: '/home',
      path: '/home',
      messages: { host: en },
      extraRoutes: <Route path="/notifications" element={<p>notifications page</p>} />,
    });
    expect(await screen.findByRole('button', { name: /you have 1 notifications/ })).toBeInTheDocument();
    expect(appStore.get(unreadCountAtom)).toBe(1);
    list = [...list, { idUserNotification: 3, isNotViewed: true }];
    await act(async () => {
      emit('notifications/refresh', {});
      await flush(20);
    });
    expect(appStore.get(unreadCountAtom)).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: /you have 1 notifications/ }));
    expect(screen.getByText('notifications page')).toBeInTheDocument();
  });
});
