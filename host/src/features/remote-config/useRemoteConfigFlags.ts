import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { getPlatform, remoteConfigAtom } from '@app/shared';

/** The short-video flag is read 1000 ms after the flags arrive (spec section 9). */
export const SHORT_VIDEO_FLAG_DELAY_MS = 1000;

/**
 * Remote-config flags through the platform port (Firebase Remote Config when configured,
 * our server otherwise): show_feadback_form at once, show_short_video_web after 1000 ms.
 */
export function useRemoteConfigFlags(): void {
  const setFlags = useSetAtom(remoteConfigAtom);
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      try {
        const platform = await getPlatform();
        const flags = await platform.remoteConfig.fetchFlags();
        if (!alive) return;
        setFlags((f) => ({ ...f, show_feadback_form: flags.show_feadback_form === true }));
        timer = setTimeout(() => setFlags((f) => ({ ...f, show_short_video_web: flags.show_short_video_web === true })), SHORT_VIDEO_FLAG_DELAY_MS);
      } catch {
        /* flags stay off */
      }
    })();
    return () => {
      alive = false;
      if (timer) clearTimeout(timer);
    };
  }, [setFlags]);
}
