import { screen } from '@testing-library/react';
import { renderWithProviders, testAuthUser } from '@app/shared/testing';
import { sessionAtom } from '@app/shared';
import { createStore } from 'jotai';
import en from '../../../locales/en.json';
import hi from '../../../locales/hi.json';
import PlansPage from './PlansPage';

jest.mock('@app/shared', () => ({ ...jest.requireActual('@app/shared'), call: jest.fn(), getData: jest.fn() }));
const shared = jest.requireMock('@app/shared') as { call: jest.Mock; getData: jest.Mock };

const plans = [{ idProduct: 1, idProductGroup: null, idProductLine: 1, productName: 'Monthly', productCd: 'AD_FREE_SUBSCRIPTION', idProductPricing: 11, promoText: null, planDescription: null, idProductAmount: null, amount: 99, oldAmount: null, amountCode: null, amountName: null, idProductDuration: null }];
const noSubscription = { existingSubscription: false, expiredSubscription: false, freeSubscription: false, idStudentSubscription: null, nextPaymentDate: null, productInfo: null, showRenewal: false, subscriptionType: null };

function setup(current: typeof noSubscription, lng: 'en' | 'hi') {
  shared.getData.mockImplementation(async (_v: string, url: string) => (url.startsWith('/Product/') ? plans : null));
  shared.call.mockImplementation(async (_v: string, cfg: { url: string }) =>
    cfg.url === '/subscription/get-subscribed-product'
      ? { data: current, statusCode: 200, message: 'No active payment subscription found for the current user.' }
      : { data: null, statusCode: 200, message: '' },
  );
  const store = createStore();
  store.set(sessionAtom, testAuthUser());
  return renderWithProviders(<PlansPage />, { store, lng, messages: { account: lng === 'hi' ? hi : en } });
}

test('without a subscription the current-subscription card says so in the student’s language (not the English server message)', async () => {
  setup(noSubscription, 'hi');
  expect(await screen.findByText(hi.plans.noSubscription)).toBeInTheDocument();
  expect(screen.queryByText(/No active payment subscription/)).not.toBeInTheDocument();
});

test('an ended subscription is told apart', async () => {
  setup({ ...noSubscription, existingSubscription: true, expiredSubscription: true }, 'en');
  expect(await screen.findByText('Your subscription has ended. Choose a plan to continue ad-free.')).toBeInTheDocument();
});
