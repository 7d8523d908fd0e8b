import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, appStore, emit, sessionAtom, subscriptionRequestPendingAtom } from '@app/shared';
import { renderWithProviders, testAuthUser } from '@app/shared/testing';
import en from '../../locales/en.json';
import { PremiumDialog } from './PremiumDialog';
import { mockHttp, ok } from '../../test-utils';

function setup(subscriptionFlag = { subscribedFlag: false, trialFlag: false }) {
  appStore.set(sessionAtom, testAuthUser({ firstName: 'Ravi', mobileNumber: '9000000003', userSurId: 3, subscriptionFlag }));
  appStore.set(subscriptionRequestPendingAtom, false);
  return renderWithProviders(<PremiumDialog />, { store: appStore, messages: { host: en } });
}
afterEach(() => act(() => appStore.set(sessionAtom, null)));

describe('premium dialog', () => {
  it('opens for basic students on premium/required and sends the subscription request', async () => {
    const calls = mockHttp(({ url, method }) => {
      if (url === '/auth/get-subscription-click-status') return ok(false);
      if (method === 'POST' && url === '/auth/save-subscription-click-details') return ok(null, 'Subscription request saved');
      return undefined;
    });
    setup();
    act(() => emit('premium/required', {}));
    expect(screen.getByRole('dialog', { name: 'Premium content' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/plans');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Subscription' }));
    const thanks = await screen.findByRole('dialog', { name: 'Subscription Request' });
    expect(thanks).toHaveTextContent('Our team will get back to you soon.');
    expect(calls.find((c) => c.url === '/auth/save-subscription-click-details')?.data).toEqual({
      name: 'Ravi',
      mobileNumber: '9000000003',
      vlUserId: 3,
      source: 'web',
      status: '',
    });
    expect(appStore.get(subscriptionRequestPendingAtom)).toBe(true);
  });

  it('hides Buy Subscription while a request is pending', async () => {
    mockHttp(({ url }) => (url === '/auth/get-subscription-click-status' ? ok(true) : undefined));
    setup();
    act(() => emit('premium/required', {}));
    await waitFor(() => expect(screen.getByTestId('premium-pending')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Buy Subscription' })).toBeNull();
  });

  it('offers Buy Subscription only once the pending check has answered (no flash on slow networks)', async () => {
    // The status call stays in flight until the test answers it.
    let answer: (() => void) | null = null;
    apiClient('v1').defaults.adapter = (config) =>
      new Promise((resolve) => {
        answer = () => resolve({ data: ok(false).body, status: 200, statusText: 'OK', headers: {}, config });
      });
    setup();
    act(() => emit('premium/required', {}));
    expect(screen.getByRole('dialog', { name: 'Premium content' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Subscription' })).toBeNull();
    await waitFor(() => expect(answer).not.toBeNull());
    expect(screen.queryByRole('button', { name: 'Buy Subscription' })).toBeNull();
    await act(async () => answer!());
    expect(await screen.findByRole('button', { name: 'Buy Subscription' })).toBeInTheDocument();
  });

  it('does not open for free (trial) or premium students', () => {
    mockHttp(() => undefined);
    setup({ subscribedFlag: false, trialFlag: true });
    act(() => emit('premium/required', {}));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
