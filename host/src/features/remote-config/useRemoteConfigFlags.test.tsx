import { act } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderWithProviders } from '@app/shared/testing';
import { remoteConfigAtom, selfHostedPlatform, setPlatform } from '@app/shared';
import { useRemoteConfigFlags, SHORT_VIDEO_FLAG_DELAY_MS } from './useRemoteConfigFlags';
import { mockHttp, ok } from '../../test-utils';

function Harness() {
  useRemoteConfigFlags();
  return null;
}

describe('remote-config flags', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setPlatform(null);
  });

  it('reads show_feadback_form at once and show_short_video_web after 1000 ms, through the port', async () => {
    setPlatform(selfHostedPlatform());
    const calls = mockHttp(({ url }) => (url === '/platform/remote-config' ? ok({ show_short_video_web: true, show_feadback_form: true }) : undefined));
    const store = createStore();
    renderWithProviders(<Harness />, { store });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(calls.map((c) => c.url)).toContain('/platform/remote-config');
    expect(store.get(remoteConfigAtom)).toEqual({ show_feadback_form: true, show_short_video_web: false });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SHORT_VIDEO_FLAG_DELAY_MS - 2);
    });
    expect(store.get(remoteConfigAtom).show_short_video_web).toBe(false);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2);
    });
    expect(store.get(remoteConfigAtom)).toEqual({ show_feadback_form: true, show_short_video_web: true });
    expect(SHORT_VIDEO_FLAG_DELAY_MS).toBe(1000);
  });

  it('keeps the flags off when the port fails', async () => {
    setPlatform(selfHostedPlatform());
    mockHttp(() => undefined);
    const store = createStore();
    renderWithProviders(<Harness />, { store });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(store.get(remoteConfigAtom)).toEqual({ show_feadback_form: false, show_short_video_web: false });
  });
});
