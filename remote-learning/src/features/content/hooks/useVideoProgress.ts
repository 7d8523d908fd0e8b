import { useEffect, useMemo, useRef } from 'react';
import { ProgressTracker } from '../../../lib/progress';

/**
 * A ProgressTracker for the video on screen: saves every ~10 s while playing, on pause, at the
 * end and when the student leaves (route change: normal request; page unload: keepalive).
 */
export function useVideoProgress(idStudentAssignedCourse: number | null, videoDuration: number | null, savedPosition: number, onSaved?: (s: number, complete: boolean) => void) {
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const tracker = useMemo(
    () =>
      idStudentAssignedCourse == null
        ? null
        : new ProgressTracker({ idStudentAssignedCourse, videoDuration, savedPosition, onSaved: (s, c) => onSavedRef.current?.(s, c) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [idStudentAssignedCourse],
  );
  useEffect(() => {
    if (!tracker) return;
    const onHide = () => tracker.unload();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') tracker.unload();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      void tracker.leave();
    };
  }, [tracker]);
  return tracker;
}
