import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { renderWithProviders, testAuthUser } from '@app/shared/testing';
import { remoteConfigAtom, sessionAtom } from '@app/shared';
import en from '../../locales/en.json';
import { FeedbackWidget } from './FeedbackWidget';

function setup(over: { flag?: boolean; subscribed?: boolean } = {}) {
  const store = createStore();
  store.set(sessionAtom, testAuthUser({ mobileNumber: '9000000003', subscriptionFlag: { subscribedFlag: !!over.subscribed, trialFlag: false } }));
  store.set(remoteConfigAtom, { show_feadback_form: over.flag ?? true, show_short_video_web: false });
  return renderWithProviders(<FeedbackWidget />, { store, messages: { host: en } });
}

describe('feedback widget', () => {
  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
  });

  it('bounces for 1000 ms every 2000 ms', () => {
    jest.useFakeTimers();
    setup();
    const fab = screen.getByTestId('feedback-fab');
    expect(fab).toHaveAttribute('data-bouncing', 'false');
    act(() => jest.advanceTimersByTime(2000));
    expect(fab).toHaveAttribute('data-bouncing', 'true');
    act(() => jest.advanceTimersByTime(999));
    expect(fab).toHaveAttribute('data-bouncing', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(fab).toHaveAttribute('data-bouncing', 'false');
    act(() => jest.advanceTimersByTime(1000));
    expect(fab).toHaveAttribute('data-bouncing', 'true');
  });

  it('opens and closes a full-height side panel with the prefilled external form', async () => {
    setup();
    const fab = screen.getByRole('button', { name: 'Open the feedback form' });
    await userEvent.click(fab);
    const panel = screen.getByTestId('feedback-panel');
    expect(panel).toHaveStyle({ height: `${window.innerHeight}px` });
    const frame = screen.getByTitle('Feedback form');
    expect(frame.getAttribute('src')).toBe('/feedback-form.html?mobileNumber=9000000003&device=Desktop');
    await userEvent.click(screen.getByRole('button', { name: 'Close the feedback form', expanded: true }));
    expect(screen.queryByTestId('feedback-panel')).toBeNull();
  });

  it('is shown only to basic students while show_feadback_form is on', () => {
    const a = setup({ flag: false });
    expect(screen.queryByTestId('feedback-fab')).toBeNull();
    a.unmount();
    setup({ subscribed: true });
    expect(screen.queryByTestId('feedback-fab')).toBeNull();
  });
});
