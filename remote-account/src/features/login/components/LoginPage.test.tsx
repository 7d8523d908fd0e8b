import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { ApiError, sessionAtom, setPlatform, selfHostedPlatform } from '@app/shared';
import { renderWithProviders } from '@app/shared/testing';
import en from '../../../locales/en.json';
import LoginPage from './LoginPage';

jest.mock('@app/shared', () => ({ ...jest.requireActual('@app/shared'), call: jest.fn() }));
const shared = jest.requireMock('@app/shared') as { call: jest.Mock };

const loginData = { accessToken: 'a', refreshToken: 'r', firstName: 'Asha', userSurId: 5, mobileNumber: '9876543210', validFlag: true, subscriptionFlag: { subscribedFlag: false, trialFlag: false } };
const extra = (
  <>
    <Route path="/" element={<p>root page</p>} />
    <Route path="/plans" element={<p>plans page</p>} />
    <Route path="/guest/update-profile" element={<p>update profile page</p>} />
  </>
);

beforeEach(() => {
  setPlatform(selfHostedPlatform());
  localStorage.clear();
});

test('OTP login: a wrong OTP shows the server message and keeps what was typed', async () => {
  shared.call.mockImplementation(async (_v: string, cfg: { url: string }) => {
    if (cfg.url === '/auth/login/send-otp') return { data: true, statusCode: 200, message: 'Message sent successfully' };
    throw new ApiError({ status: 500, message: 'Incorrect otp provided', data: null, network: false, url: cfg.url });
  });
  renderWithProviders(<LoginPage />, { route: '/login', path: '/login', messages: { account: en }, extraRoutes: extra });
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'OTP' }));
  await user.type(screen.getByLabelText('Mobile number', { selector: 'input' }), '98765');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(screen.getByText('Mobile number must be a 10-digit number.')).toBeInTheDocument();
  expect(shared.call).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText('Mobile number', { selector: 'input' }), '43210');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await user.type(await screen.findByLabelText('OTP', { selector: 'input' }), '111111');
  await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect otp provided');
  expect(screen.getByLabelText('OTP', { selector: 'input' })).toHaveValue('111111');
  expect(screen.getByLabelText('Mobile number', { selector: 'input' })).toHaveValue('9876543210');
  expect(shared.call).toHaveBeenLastCalledWith('v1', expect.objectContaining({ url: '/auth/login/verify', data: expect.objectContaining({ mobileNumber: '9876543210', otp: '111111', password: null }) }));
});

test('OTP login with validFlag false goes to /guest/update-profile', async () => {
  shared.call.mockImplementation(async (_v: string, cfg: { url: string }) =>
    cfg.url === '/auth/login/verify' ? { data: { ...loginData, validFlag: false }, statusCode: 200, message: 'Login Successful' } : { data: true, statusCode: 200, message: 'ok' },
  );
  const { store } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login', messages: { account: en }, extraRoutes: extra });
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'OTP' }));
  await user.type(screen.getByLabelText('Mobile number', { selector: 'input' }), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await user.type(await screen.findByLabelText('OTP', { selector: 'input' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
  expect(await screen.findByText('update profile page')).toBeInTheDocument();
  expect(store.get(sessionAtom)?.validFlag).toBe(false);
});

test('password login honours redirect_path and stores the session', async () => {
  shared.call.mockResolvedValue({ data: loginData, statusCode: 200, message: 'Login Successful' });
  const { store } = renderWithProviders(<LoginPage />, { route: '/login?redirect_path=%2Fplans', path: '/login', messages: { account: en }, extraRoutes: extra });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Mobile number or email'), '9876543210');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Student@123');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('plans page')).toBeInTheDocument();
  expect(store.get(sessionAtom)?.accessToken).toBe('a');
  expect(JSON.parse(localStorage.getItem('vista-auth')!).firstName).toBe('Asha');
});

test('password login goes to the pending shared video', async () => {
  localStorage.setItem('sharedVideoId', 'abc');
  shared.call.mockResolvedValue({ data: loginData, statusCode: 200, message: 'Login Successful' });
  renderWithProviders(<LoginPage />, { route: '/login', path: '/login', messages: { account: en }, extraRoutes: <Route path="/share/:id" element={<p>share page</p>} /> });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Mobile number or email'), '9876543210');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Student@123');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('share page')).toBeInTheDocument();
});

test('Google button hidden without the port; shown and used when available, incl. a redirect result at start', async () => {
  const { unmount } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login', messages: { account: en } });
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument());
  unmount();
  const base = selfHostedPlatform();
  setPlatform({ ...base, google: { available: true, signIn: jest.fn(), checkRedirectResult: jest.fn().mockResolvedValue({ email: 'a@b.in', idToken: 'tok' }) } });
  shared.call.mockResolvedValue({ data: loginData, statusCode: 200, message: 'Login Successful' });
  renderWithProviders(<LoginPage />, { route: '/login', path: '/login', messages: { account: en }, extraRoutes: extra });
  expect(await screen.findByText('root page')).toBeInTheDocument();
  expect(shared.call).toHaveBeenCalledWith('v1', expect.objectContaining({ url: '/auth/google-oauth-login', data: expect.objectContaining({ email: 'a@b.in', idToken: 'tok' }) }));
});
