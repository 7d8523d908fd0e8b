import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { ApiError, sessionAtom } from '@app/shared';
import { renderWithProviders } from '@app/shared/testing';
import en from '../../../locales/en.json';
import { saveFlow } from '../../../lib/flow';
import GuestVerifyOtpPage from './GuestVerifyOtpPage';

jest.mock('@app/shared', () => ({ ...jest.requireActual('@app/shared'), call: jest.fn(), getData: jest.fn() }));
const shared = jest.requireMock('@app/shared') as { call: jest.Mock; getData: jest.Mock };

const loginData = { accessToken: 'a', refreshToken: 'r', firstName: 'Guest', userSurId: 9, mobileNumber: '9876543210', validFlag: false, subscriptionFlag: { subscribedFlag: false, trialFlag: true } };
const plans = [{ idProduct: 93, idProductPricing: 1101, durationName: 'Monthly', amount: 99 }];
const routes = (
  <>
    <Route path="/guest/payment" element={<p>payment page</p>} />
    <Route path="/guest/success" element={<p>success page</p>} />
  </>
);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  shared.getData.mockResolvedValue(plans);
});

test('with a plan: the cart\'s payment params are kept in local storage and /guest/payment follows', async () => {
  saveFlow('guest', { firstName: 'Guest', mobile: '9876543210', idProductPricing: 1101, planLabel: 'Monthly · ₹99', couponCode: '' });
  shared.call.mockImplementation(async (_v: string, cfg: { url: string }) => {
    if (cfg.url === '/lead/verifyotp') return { data: true, statusCode: 200, message: 'Correct otp' };
    return {
      data: {
        studentOrder: { idStudentOrder: 4, orderId: 'ORD_4', productName: 'Ad-free Premium', durationName: 'Monthly' },
        stagingStudentSubscriptions: [], paymentParameters: { gateway: 'TEST', orderId: 'ORD_4', idStudentOrder: 4, amount: 99, currency: 'INR', checkoutUrl: '/x' },
        cartNetPrice: 84, cartGSTPrice: 15, cartTotalPrice: 99, cartTotalDiscount: 0, purchaseType: 'NEW', loginData,
      },
      statusCode: 200,
      message: 'User SignUp Successful. Logged In to the Application',
    };
  });
  const { store } = renderWithProviders(<GuestVerifyOtpPage />, { route: '/guest/verify-otp', path: '/guest/verify-otp', messages: { account: en }, extraRoutes: routes });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('OTP', { selector: 'input' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify and create account' }));
  expect(await screen.findByText('payment page')).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem('paymentParams')!)).toEqual(expect.objectContaining({ idStudentOrder: 4, amount: 99 }));
  expect(store.get(sessionAtom)?.validFlag).toBe(false);
  expect(shared.call).toHaveBeenLastCalledWith('v3', expect.objectContaining({ url: '/auth/new-auth-signup', data: expect.objectContaining({ plan: { idProduct: 93, idProductPricing: 1101 }, lastName: 'null', platform: 'web' }) }));
});

test('without a plan: /guest/success; a wrong OTP keeps the code and shows the message', async () => {
  saveFlow('guest', { firstName: 'Guest', mobile: '9876543210', idProductPricing: null, couponCode: '' });
  let fail = true;
  shared.call.mockImplementation(async (_v: string, cfg: { url: string }) => {
    if (cfg.url === '/lead/verifyotp') {
      if (fail) throw new ApiError({ status: 500, message: 'Please enter the correct OTP.', data: null, network: false, url: '' });
      return { data: true, statusCode: 200, message: 'Correct otp' };
    }
    return { data: loginData, statusCode: 200, message: 'User SignUp Successful. Logged In to the Application' };
  });
  renderWithProviders(<GuestVerifyOtpPage />, { route: '/guest/verify-otp', path: '/guest/verify-otp', messages: { account: en }, extraRoutes: routes });
  const user = userEvent.setup();
  const otp = screen.getByLabelText('OTP', { selector: 'input' });
  await user.type(otp, '654321');
  await user.click(screen.getByRole('button', { name: 'Verify and create account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the correct OTP.');
  expect(otp).toHaveValue('654321');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Verify and create account' }));
  expect(await screen.findByText('success page')).toBeInTheDocument();
});
