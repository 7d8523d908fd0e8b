import { screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { sessionAtom, userTypeAtom } from '@app/shared';
import { renderWithProviders, testAuthUser } from '@app/shared/testing';
import en from '../locales/en.json';
import { Checkout } from './Checkout';
import type { StoredPaymentParams } from '../lib/payment';

jest.mock('@app/shared', () => ({ ...jest.requireActual('@app/shared'), call: jest.fn(), getData: jest.fn() }));
const shared = jest.requireMock('@app/shared') as { call: jest.Mock; getData: jest.Mock };

const params: StoredPaymentParams = {
  idStudentOrder: 7, orderId: 'ORD7', amount: 99, productName: 'Ad-free', durationName: 'Monthly',
  paymentParameters: { gateway: 'TEST', orderId: 'ORD7', idStudentOrder: 7, amount: 99, currency: 'INR', checkoutUrl: '/pay/test' },
};
const paidOrder = { idStudentOrder: 7, orderId: 'ORD7', orderStatus: 'PAID', totalAmount: 99, idProduct: 93, idProductPricing: 1, productName: 'Ad-free', durationName: 'Monthly', paidAt: '2025-01-01T00:00:00Z', createdAt: '2025-01-01T00:00:00Z' };

beforeEach(() => {
  shared.getData.mockReset();
  localStorage.clear();
});

function setup(store = createStore()) {
  store.set(sessionAtom, { ...testAuthUser(), accessToken: 'old-access', refreshToken: 'old-refresh', subscriptionFlag: { subscribedFlag: false, trialFlag: true } });
  const onPaid = jest.fn();
  renderWithProviders(<Checkout params={params} returnTo="/plans" onPaid={onPaid} />, { store, route: '/plans?payment=success', path: '/plans', messages: { account: en } });
  return { store, onPaid };
}

test('a paid order refreshes the stored flags (Premium without a new login) and keeps tokens refreshed meanwhile', async () => {
  const store = createStore();
  shared.getData.mockImplementation(async (_v: string, url: string) => {
    if (url === '/subscription/getOrderDetails') {
      // The access token expired while the student was at the gateway: the client refreshed it.
      store.set(sessionAtom, { ...store.get(sessionAtom)!, accessToken: 'new-access', refreshToken: 'new-refresh' });
      return paidOrder;
    }
    if (url === '/subscription/user-subscription-postlogin') return { subscribedFlag: true, trialFlag: false };
    throw new Error(`unexpected ${url}`);
  });
  const { onPaid } = setup(store);
  await waitFor(() => expect(onPaid).toHaveBeenCalledWith(paidOrder));
  const s = store.get(sessionAtom)!;
  expect(s.subscriptionFlag).toEqual({ subscribedFlag: true, trialFlag: false });
  expect(s.accessToken).toBe('new-access');
  expect(s.refreshToken).toBe('new-refresh');
  expect(store.get(userTypeAtom)).toBe('premium');
  expect(JSON.parse(localStorage.getItem('vista-auth')!).subscriptionFlag.subscribedFlag).toBe(true);
});

test('if the flags cannot be read, the paid order still makes the student premium', async () => {
  shared.getData.mockImplementation(async (_v: string, url: string) => {
    if (url === '/subscription/getOrderDetails') return paidOrder;
    throw new Error('offline');
  });
  const { store, onPaid } = setup();
  await waitFor(() => expect(onPaid).toHaveBeenCalled());
  expect(store.get(userTypeAtom)).toBe('premium');
});

test('an unpaid order changes nothing and says so', async () => {
  shared.getData.mockImplementation(async () => ({ ...paidOrder, orderStatus: 'CREATED' }));
  const { store, onPaid } = setup();
  expect(await screen.findByTestId('form-error')).toBeInTheDocument();
  expect(onPaid).not.toHaveBeenCalled();
  expect(store.get(userTypeAtom)).toBe('free');
});
