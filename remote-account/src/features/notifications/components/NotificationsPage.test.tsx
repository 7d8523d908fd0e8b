import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, on, unreadCountAtom } from '@app/shared';
import { renderWithProviders } from '@app/shared/testing';
import en from '../../../locales/en.json';
import NotificationsPage from './NotificationsPage';

jest.mock('@app/shared', () => ({ ...jest.requireActual('@app/shared'), call: jest.fn(), getData: jest.fn() }));
const shared = jest.requireMock('@app/shared') as { call: jest.Mock; getData: jest.Mock };

const list = [
  { idUserNotification: 1, header: 'Welcome', content: 'Hello', isNotViewed: true, idVlUser: 1, createdAt: '2026-01-02T10:00:00Z' },
  { idUserNotification: 2, header: 'Quiz', content: 'New quiz', isNotViewed: true, idVlUser: 1, createdAt: '2026-01-01T10:00:00Z' },
  { idUserNotification: 3, header: 'Old', content: 'Seen', isNotViewed: false, idVlUser: 1, createdAt: '2025-12-01T10:00:00Z' },
];

test('mark viewed and delete update the list and the badge count, and ask the host to refresh', async () => {
  shared.getData.mockResolvedValue(list);
  shared.call.mockResolvedValue({ data: 'ok', statusCode: 200, message: 'ok' });
  const refresh = jest.fn();
  const off = on('notifications/refresh', refresh);
  const { store } = renderWithProviders(<NotificationsPage />, { messages: { account: en } });
  expect(await screen.findByText('2 unread notifications')).toBeInTheDocument();
  expect(store.get(unreadCountAtom)).toBe(2);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Mark as viewed: Welcome' }));
  expect(await screen.findByText('1 unread notification')).toBeInTheDocument();
  expect(store.get(unreadCountAtom)).toBe(1);
  expect(shared.call).toHaveBeenCalledWith('v1', expect.objectContaining({ method: 'PUT', url: '/user-notification/', params: { idUserNotification: 1 } }));
  await user.click(screen.getByRole('button', { name: 'Delete: Quiz' }));
  expect(await screen.findByText('0 unread notifications')).toBeInTheDocument();
  expect(screen.queryByText('Quiz')).not.toBeInTheDocument();
  expect(screen.getAllByTestId('notification')).toHaveLength(2);
  expect(refresh).toHaveBeenCalledTimes(2);
  off();
});

test('a failed action shows the server message and keeps the item', async () => {
  shared.getData.mockResolvedValue(list);
  shared.call.mockRejectedValue(new ApiError({ status: 500, message: 'Invalid User Notification,No such Data found.', data: null, network: false, url: '' }));
  renderWithProviders(<NotificationsPage />, { messages: { account: en } });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete: Welcome' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid User Notification,No such Data found.');
  const items = screen.getAllByTestId('notification');
  expect(within(items[0]!).getByText('Welcome')).toBeInTheDocument();
});

test('empty list shows the empty state', async () => {
  shared.getData.mockResolvedValue([]);
  renderWithProviders(<NotificationsPage />, { messages: { account: en } });
  expect(await screen.findByText('No notifications')).toBeInTheDocument();
});
