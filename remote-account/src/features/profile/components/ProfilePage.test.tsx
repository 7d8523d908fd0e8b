import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { ApiError, on, sessionAtom } from '@app/shared';
import { renderWithProviders, testAuthUser } from '@app/shared/testing';
import en from '../../../locales/en.json';
import ProfilePage from './ProfilePage';

jest.mock('@app/shared', () => ({ ...jest.requireActual('@app/shared'), call: jest.fn(), getData: jest.fn() }));
const shared = jest.requireMock('@app/shared') as { call: jest.Mock; getData: jest.Mock };

const profile = {
  firstName: 'Asha', lastName: null, email: null, mobileNumber: '9000000003', userSurId: 1, classStandard: 1, classStandadName: '10', idSyllabus: 1, syllabusName: 'CBSE',
  idState: 1, state: 'Karnataka', idStudentMedium: 1, medium: 'Private', idSecondLanguage: 5, secondLanguageName: 'Hindi', isProfileEdited: false,
};
const lists: Record<string, unknown> = {
  '/state/list': [{ idState: 1, state: 'Karnataka', displayOrder: 1 }, { idState: 6, state: 'NA', displayOrder: 6 }],
  '/classStandard/': [{ idClassStandard: 1, classStandadName: '10' }, { idClassStandard: 4, classStandadName: 'NA' }],
  '/syllabus/': [{ idSyllabus: 1, syllabusName: 'CBSE' }],
  '/auth/languages': [{ idLanguage: 5, language: 'Hindi' }, { idLanguage: 7, language: 'English' }],
  '/user/user-profile': profile,
};

beforeEach(() => {
  shared.call.mockReset();
  shared.getData.mockImplementation(async (_v: string, url: string) => lists[url]);
});

function setup() {
  const store = createStore();
  store.set(sessionAtom, testAuthUser());
  return renderWithProviders(<ProfilePage />, { store, messages: { account: en } });
}

test('NA and English are not offered; save shows the server message, then logs out with the spec text', async () => {
  shared.call.mockResolvedValue({ data: profile, statusCode: 200, message: 'Request successfull' });
  const toasts: string[] = [];
  const logouts: unknown[] = [];
  const offs = [on('toast/show', (t) => toasts.push(t.message)), on('session/logout', (d) => logouts.push(d))];
  setup();
  const name = await screen.findByLabelText('Name');
  expect(screen.queryByRole('option', { name: 'NA' })).not.toBeInTheDocument();
  expect(screen.queryByRole('option', { name: 'English' })).not.toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Government' })).toBeInTheDocument();
  const user = userEvent.setup();
  await user.clear(name);
  await user.type(name, 'Asha K');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await screen.findByRole('button', { name: 'Save changes' });
  expect(shared.call).toHaveBeenCalledWith('v1', expect.objectContaining({ method: 'PUT', url: '/user/user-profile', data: expect.objectContaining({ firstName: 'Asha K', classStandard: 1, idSecondLanguage: 5, email: null }) }));
  expect(toasts).toContain('Request successfull');
  expect(logouts).toEqual([{ reason: 'profile-updated', message: 'Please login again to continue.' }]);
  offs.forEach((f) => f());
});

test('a contract error is shown next to the form and the edits stay', async () => {
  shared.call.mockRejectedValue(new ApiError({ status: 406, message: 'Only one time user is allowed to edit profile details!', data: null, network: false, url: '' }));
  setup();
  const email = await screen.findByLabelText('Email (optional)');
  const user = userEvent.setup();
  await user.type(email, 'asha@example.com');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Only one time user is allowed to edit profile details!')).toBeInTheDocument();
  expect(screen.getByLabelText('Email (optional)')).toHaveValue('asha@example.com');
});

test('the mobile number changes only with the OTP sent to the new number; errors keep what was typed', async () => {
  const toasts: string[] = [];
  const logouts: unknown[] = [];
  const offs = [on('toast/show', (t) => toasts.push(t.message)), on('session/logout', (d) => logouts.push(d))];
  setup();
  const mobile = await screen.findByLabelText('Mobile number');
  expect(mobile).not.toHaveAttribute('readonly');
  expect(screen.queryByRole('button', { name: 'Send OTP to the new number' })).not.toBeInTheDocument();
  const user = userEvent.setup();

  // A number the contract refuses: the message, no call.
  await user.clear(mobile);
  await user.type(mobile, '1234567890');
  await user.click(screen.getByRole('button', { name: 'Send OTP to the new number' }));
  expect(await screen.findByText('Invalid mobile number: 1234567890')).toBeInTheDocument();
  expect(shared.call).not.toHaveBeenCalled();

  // Saving before a code was sent says what to do.
  await user.clear(mobile);
  await user.type(mobile, '9811111111');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Send an OTP to the new number and enter it to change your mobile number.')).toBeInTheDocument();
  expect(shared.call).not.toHaveBeenCalled();

  // The server refuses a registered number: its message, the number stays.
  shared.call.mockRejectedValueOnce(new ApiError({ status: 409, message: 'This Mobile Number is already existed in our record.', data: null, network: false, url: '' }));
  await user.click(screen.getByRole('button', { name: 'Send OTP to the new number' }));
  expect(await screen.findByText('This Mobile Number is already existed in our record.')).toBeInTheDocument();
  expect(screen.getByLabelText('Mobile number')).toHaveValue('9811111111');
  expect(shared.call).toHaveBeenLastCalledWith('v1', expect.objectContaining({ method: 'POST', url: '/user/change-mobile-sendotp', params: { mobile: '9811111111' } }));

  await user.clear(mobile);
  await user.type(mobile, '9811111112');
  shared.call.mockResolvedValueOnce({ data: true, statusCode: 200, message: 'Message sent successfully' });
  await user.click(screen.getByRole('button', { name: 'Send OTP to the new number' }));
  const otp = await screen.findByLabelText('OTP sent to the new number');
  expect(screen.getByText('We sent a 6-digit OTP to 9811111112.')).toBeInTheDocument();
  shared.call.mockResolvedValueOnce({ data: true, statusCode: 200, message: 'Message sent successfully' });
  await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
  expect(await screen.findByText('A new OTP was sent to 9811111112.')).toBeInTheDocument();

  // A short code is caught here; a wrong one is the server's message, and the code stays.
  await user.type(otp, '123');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Enter the 6-digit OTP.')).toBeInTheDocument();
  await user.type(otp, '456');
  shared.call.mockRejectedValueOnce(new ApiError({ status: 500, message: 'Please enter the correct OTP.', data: null, network: false, url: '' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Please enter the correct OTP.')).toBeInTheDocument();
  expect(screen.getByLabelText('OTP sent to the new number')).toHaveValue('123456');
  expect(logouts).toEqual([]);

  shared.call.mockResolvedValueOnce({ data: { ...profile, mobileNumber: '9811111112' }, statusCode: 200, message: 'Request successfull' });
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await screen.findByRole('button', { name: 'Save changes' });
  expect(shared.call).toHaveBeenLastCalledWith('v1', expect.objectContaining({ method: 'PUT', url: '/user/user-profile', data: expect.objectContaining({ mobileNumber: '9811111112', otp: '123456', firstName: 'Asha' }) }));
  expect(toasts).toContain('Request successfull');
  expect(logouts).toEqual([{ reason: 'profile-updated', message: 'Please login again to continue.' }]);

  // Typing another number drops the code step.
  await user.clear(screen.getByLabelText('Mobile number'));
  await user.type(screen.getByLabelText('Mobile number'), '9811111113');
  expect(screen.queryByLabelText('OTP sent to the new number')).not.toBeInTheDocument();
  offs.forEach((f) => f());
}, 30_000);

test('without a new number the save sends no OTP', async () => {
  shared.call.mockResolvedValue({ data: profile, statusCode: 200, message: 'Request successfull' });
  setup();
  const name = await screen.findByLabelText('Name');
  const user = userEvent.setup();
  await user.type(name, 'x');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await screen.findByRole('button', { name: 'Save changes' });
  const data = shared.call.mock.calls.at(-1)[1].data;
  expect(data).toMatchObject({ mobileNumber: '9000000003' });
  expect(data).not.toHaveProperty('otp');
});
