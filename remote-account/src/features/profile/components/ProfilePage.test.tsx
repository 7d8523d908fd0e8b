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
