import { flushPendingSaves, ProgressTracker, SAVE_INTERVAL_MS } from './progress';

describe('ProgressTracker', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(over: Partial<ConstructorParameters<typeof ProgressTracker>[0]> = {}) {
    const sent: number[] = [];
    const send = jest.fn(async (_id: number, s: number) => {
      sent.push(s);
    });
    const t = new ProgressTracker({ idStudentAssignedCourse: 9, videoDuration: 30, savedPosition: 0, send, ...over });
    return { t, sent, send };
  }

  test('saves about every 10 seconds while playing, only when the position moved forward', async () => {
    const { t, sent } = setup();
    t.play();
    t.update(4.6);
    jest.advanceTimersByTime(SAVE_INTERVAL_MS);
    await flushPendingSaves();
    expect(sent).toEqual([4]);
    jest.advanceTimersByTime(SAVE_INTERVAL_MS); // no progress: nothing sent
    await flushPendingSaves();
    expect(sent).toEqual([4]);
    t.update(14.2);
    jest.advanceTimersByTime(SAVE_INTERVAL_MS);
    await flushPendingSaves();
    expect(sent).toEqual([4, 14]);
  });

  test('saves on pause and on leave, and stops the timer', async () => {
    const { t, sent } = setup();
    t.play();
    t.update(7);
    await t.pause();
    expect(sent).toEqual([7]);
    t.update(9);
    jest.advanceTimersByTime(SAVE_INTERVAL_MS * 3);
    expect(sent).toEqual([7]);
    await t.leave();
    expect(sent).toEqual([7, 9]);
  });

  test('never goes backwards or below the position already saved', async () => {
    const { t, sent } = setup({ savedPosition: 12 });
    t.update(8);
    await t.pause();
    expect(sent).toEqual([]);
    t.update(13);
    await t.pause();
    expect(sent).toEqual([13]);
  });

  test('the end saves the full length (complete), clamped to the server duration', async () => {
    const onSaved = jest.fn();
    const { t, sent } = setup({ videoDuration: 28, onSaved });
    t.setMediaDuration(28.7);
    t.update(28.7);
    await t.ended();
    expect(sent).toEqual([28]);
    expect(onSaved).toHaveBeenCalledWith(28, true);
  });

  test('a failed save is retried on the next tick', async () => {
    let fail = true;
    const sent: number[] = [];
    const send = jest.fn(async (_id: number, s: number) => {
      if (fail) throw new Error('offline');
      sent.push(s);
    });
    const t = new ProgressTracker({ idStudentAssignedCourse: 9, send });
    t.update(5);
    await t.pause();
    expect(sent).toEqual([]);
    fail = false;
    await t.pause();
    expect(sent).toEqual([5]);
  });

  test('unload sends a keepalive request with the bearer token', () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    const t = new ProgressTracker({ idStudentAssignedCourse: 77, videoDuration: 30 });
    t.update(21.4);
    t.unload();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/assigned-course/video/77?duration=21', expect.objectContaining({ method: 'PUT', keepalive: true }));
    t.unload(); // nothing new
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
