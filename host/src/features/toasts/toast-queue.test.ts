import { ToastQueue, TOAST_DISPLAY_MS, TOAST_NEXT_MS, type QueuedToast } from './toast-queue';

describe('error-toast queue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows messages one at a time, each for 3000 ms, the next after 5000 ms', () => {
    const shown: (string | null)[] = [];
    const q = new ToastQueue((t: QueuedToast | null) => shown.push(t?.message ?? null));
    q.push('first');
    q.push('second');
    expect(shown).toEqual(['first']);
    jest.advanceTimersByTime(TOAST_DISPLAY_MS - 1);
    expect(shown).toEqual(['first']);
    jest.advanceTimersByTime(1);
    expect(shown).toEqual(['first', null]);
    jest.advanceTimersByTime(TOAST_NEXT_MS - TOAST_DISPLAY_MS - 1);
    expect(shown).toEqual(['first', null]);
    jest.advanceTimersByTime(1);
    expect(shown).toEqual(['first', null, 'second']);
    jest.advanceTimersByTime(TOAST_NEXT_MS);
    expect(shown).toEqual(['first', null, 'second', null]);
    expect(TOAST_DISPLAY_MS).toBe(3000);
    expect(TOAST_NEXT_MS).toBe(5000);
  });

  it('clear() empties what is waiting', () => {
    const shown: (string | null)[] = [];
    const q = new ToastQueue((t) => shown.push(t?.message ?? null));
    q.push('a');
    q.push('b');
    q.push('c');
    q.clear();
    jest.advanceTimersByTime(20_000);
    expect(shown).toEqual(['a', null]);
    q.push('d');
    expect(shown).toEqual(['a', null, 'd']);
  });

  it('keeps the href of a clickable toast and ignores empty messages', () => {
    const shown: (QueuedToast | null)[] = [];
    const q = new ToastQueue((t) => shown.push(t));
    q.push('', 'error');
    q.push('you have 2 notifications', 'info', '/notifications');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ message: 'you have 2 notifications', kind: 'info', href: '/notifications' });
  });
});
