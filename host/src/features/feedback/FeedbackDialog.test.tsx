import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { renderWithProviders, testAuthUser } from '@app/shared/testing';
import { emit, on, selfHostedPlatform, sessionAtom, setPlatform, type ToastPayload } from '@app/shared';
import en from '../../locales/en.json';
import { FeedbackDialog } from './FeedbackDialog';
import { fail, mockHttp, ok } from '../../test-utils';

beforeAll(() => {
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:shot-${++n}`);
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => setPlatform(null));

function open() {
  const store = createStore();
  store.set(sessionAtom, testAuthUser({ userSurId: 5 }));
  renderWithProviders(<FeedbackDialog />, { store, messages: { host: en } });
  act(() => emit('feedback/open', {}));
  return screen.getByRole('dialog', { name: 'Send us your feedback' });
}

describe('feedback dialog', () => {
  it('requires a message: empty shows the warning', async () => {
    setPlatform(selfHostedPlatform());
    const calls = mockHttp(() => undefined);
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your feedback.');
    expect(calls).toHaveLength(0);
  });

  it('has a 150-character limit with a counter and a 4-character minimum', async () => {
    open();
    const box = screen.getByLabelText('Your feedback');
    expect(box).toHaveAttribute('maxLength', '150');
    expect(box).toHaveAttribute('minLength', '4');
    expect(box).toBeRequired();
    await userEvent.type(box, 'abc');
    expect(screen.getByTestId('feedback-counter')).toHaveTextContent('3/150');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write at least 4 characters.');
  });

  it('previews and removes screenshots, uploads them as jpg under the user folder and stores the record', async () => {
    setPlatform(selfHostedPlatform());
    const calls = mockHttp(({ url }) => {
      if (url.startsWith('/platform/screenshots')) return ok({ url: `/uploads/feedback/5/${calls.length}.jpg` });
      if (url === '/platform/feedback') return ok({ id: 1 });
      return undefined;
    });
    const toasts: ToastPayload[] = [];
    const off = on('toast/show', (t) => toasts.push(t));
    const dialog = open();
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    const a = new File(['a'], 'a.png', { type: 'image/png' });
    const b = new File(['b'], 'b.png', { type: 'image/png' });
    const notImage = new File(['c'], 'c.txt', { type: 'text/plain' });
    await userEvent.upload(input, [a, b, notImage], { applyAccept: false });
    expect(screen.getAllByRole('img')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove screenshot 2' }));
    expect(screen.getAllByRole('img')).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('Your feedback'), 'Videos buffer a lot');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toasts.map((t) => t.message)).toEqual(['Thank you for feedback.']));
    const upload = calls.filter((c) => c.url.startsWith('/platform/screenshots'));
    expect(upload).toHaveLength(1);
    expect(upload[0]!.url).toBe('/platform/screenshots?userSurId=5');
    expect(((upload[0]!.data as FormData).get('file') as File).name).toBe('a.jpg');
    const saved = calls.find((c) => c.url === '/platform/feedback')!.data as Record<string, unknown>;
    expect(saved).toMatchObject({ user_message: 'Videos buffer a lot', image_ref: '/uploads/feedback/5/1.jpg', device_info: expect.objectContaining({ device: 'Web' }) });
    expect(Object.keys(saved).sort()).toEqual(['device_info', 'image_ref', 'network_information', 'page_url', 'user_details', 'user_message']);
    expect(screen.queryByRole('dialog')).toBeNull();
    off();
  });

  it('keeps the message when saving fails', async () => {
    setPlatform(selfHostedPlatform());
    mockHttp(({ url }) => (url === '/platform/feedback' ? fail(500, 'down') : undefined));
    open();
    await userEvent.type(screen.getByLabelText('Your feedback'), 'Great app');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your message is kept'));
    expect(screen.getByLabelText('Your feedback')).toHaveValue('Great app');
  });
});
