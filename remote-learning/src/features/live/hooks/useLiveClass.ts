import { useEffect, useMemo, useState } from 'react';
import { ApiError, dispatchApiError } from '@app/shared';
import { fetchLiveClassDetails, syncLiveWatchedHistory, updateLiveWatchedDuration } from '../../../lib/api';
import { isPremiumRequired, premiumMessage } from '../../../lib/premium';
import { ProgressTracker } from '../../../lib/progress';
import type { LiveClass } from '../../../lib/types';

export type LiveState = { status: 'loading' } | { status: 'gated'; message: string } | { status: 'error'; message: string } | { status: 'ready'; item: LiveClass };

/**
 * A live or recorded class: its details (401/406 rules; 406 and 402 open the premium dialog),
 * then the watched history is synced ("History already exists" is benign).
 */
export function useLiveClass(idLiveClass: number, reloadKey = 0): LiveState {
  const [state, setState] = useState<LiveState>({ status: 'loading' });
  useEffect(() => {
    if (!Number.isFinite(idLiveClass)) {
      setState({ status: 'error', message: '' });
      return;
    }
    const ctrl = new AbortController();
    setState({ status: 'loading' });
    fetchLiveClassDetails(idLiveClass, { signal: ctrl.signal, skipErrorToast: true }).then(
      (item) => {
        if (ctrl.signal.aborted) return;
        setState({ status: 'ready', item });
        syncLiveWatchedHistory(idLiveClass, { skipErrorToast: true }).catch(() => undefined);
      },
      (e: unknown) => {
        if (ctrl.signal.aborted) return;
        if (isPremiumRequired(e)) {
          setState({ status: 'gated', message: premiumMessage(e) });
          return;
        }
        if (e instanceof ApiError) dispatchApiError(e);
        setState({ status: 'error', message: e instanceof ApiError ? e.message : '' });
      },
    );
    return () => ctrl.abort();
  }, [idLiveClass, reloadKey]);
  return state;
}

/** Saves how long a recorded class was watched (update-watched-history). */
export function useLiveProgress(idLiveClass: number | null) {
  const tracker = useMemo(
    () =>
      idLiveClass == null
        ? null
        : new ProgressTracker({
            idStudentAssignedCourse: idLiveClass,
            send: (id, s) => updateLiveWatchedDuration(id, s, { skipErrorToast: true }),
            unloadPath: (id, s) => `/liveClass/update-watched-history?idLiveClass=${id}&watchedDuration=${s}`,
          }),
    [idLiveClass],
  );
  useEffect(() => {
    if (!tracker) return;
    const onHide = () => tracker.unload();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      void tracker.leave();
    };
  }, [tracker]);
  return tracker;
}

export type Playable = { kind: 'video'; src: string } | { kind: 'youtube'; src: string } | { kind: 'link'; src: string } | { kind: 'none' };

/** How a class URL is played: our own media as HTML5 video, YouTube embedded, anything else as a link. */
export function playableOf(url?: string | null): Playable {
  if (!url) return { kind: 'none' };
  const yt = url.match(/(?:youtube\.com\/(?:watch\?v=|embed\/|live\/)|youtu\.be\/)([\w-]{6,})/);
  if (yt) return { kind: 'youtube', src: `https://www.youtube-nocookie.com/embed/${yt[1]}` };
  if (/\.(mp4|webm|m3u8)(\?|$)/i.test(url) || url.startsWith('/media/')) return { kind: 'video', src: url };
  return { kind: 'link', src: url };
}
