import { Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { REMOTE_SCOPES, Spinner, type RemoteApp, type RemoteId, type RouteId, type SlotId } from '@app/shared';
import { loadRemoteApp } from './load-remote-app';
import { activeVersion } from './fallbacks';
import { RemoteErrorBoundary, clearChunkReloadFlag } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';

type Loaded = { status: 'loading' } | { status: 'ready'; app: RemoteApp } | { status: 'failed' };

function useRemoteApp(remote: RemoteId, attempt: number): Loaded {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    loadRemoteApp(remote).then(
      (app) => alive && setState({ status: 'ready', app }),
      () => alive && setState({ status: 'failed' }),
    );
    return () => {
      alive = false;
    };
  }, [remote, attempt]);
  return state;
}

function Loading() {
  const { t } = useTranslation('host');
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spinner label={t('loading')} />
    </div>
  );
}

/**
 * Resolves once the first route screen has really rendered (its lazy chunk included), so
 * secondary remotes (the assistant widget) can wait instead of competing with it for a slow
 * network and a slow CPU at first paint.
 */
let markScreenShown: () => void = () => {};
const firstScreenShown = new Promise<void>((resolve) => {
  markScreenShown = resolve;
});

function ScreenShown() {
  // Only once the screen (its lazy chunk included) rendered may a later chunk error reload again.
  useEffect(() => {
    clearChunkReloadFlag();
    markScreenShown();
  }, []);
  return null;
}

/** True once the first screen is on the page and the browser is idle (or after `maxWaitMs`). */
export function useAfterFirstScreen(enabled: boolean, maxWaitMs = 8000): boolean {
  const [ready, setReady] = useState(!enabled);
  useEffect(() => {
    if (!enabled) return;
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      setReady(true);
    };
    const idle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(go, { timeout: 2000 });
      else setTimeout(go, 200);
    };
    void firstScreenShown.then(idle);
    const cap = setTimeout(go, maxWaitMs);
    return () => {
      done = true;
      clearTimeout(cap);
    };
  }, [enabled, maxWaitMs]);
  return ready;
}

function Mounted({ remote, app, Screen }: { remote: RemoteId; app: RemoteApp; Screen: LazyExoticComponent<ComponentType> | undefined }) {
  if (!Screen) return <RemoteUnavailable onRetry={() => location.reload()} />;
  return (
    // Release managers read the mounted version here.
    <div data-remote={remote} data-remote-version={activeVersion(REMOTE_SCOPES[remote]) ?? app.version} style={{ display: 'contents' }}>
      <Suspense fallback={<Loading />}>
        <Screen />
        <ScreenShown />
      </Suspense>
    </div>
  );
}

/** Mounts one remote's screen for a route, contained by its own error boundary. */
export function RemoteRoute({ remote, routeId }: { remote: RemoteId; routeId: RouteId }) {
  const [attempt, setAttempt] = useState(0);
  const state = useRemoteApp(remote, attempt);
  const retry = () => setAttempt((n) => n + 1);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  return (
    <RemoteErrorBoundary remote={remote} fallback={(reset) => <RemoteUnavailable onRetry={() => { reset(); retry(); }} />}>
      <Mounted remote={remote} app={state.app} Screen={state.app.routes[routeId]} />
    </RemoteErrorBoundary>
  );
}

/**
 * Mounts a remote's slot (e.g. the assistant widget); renders nothing if it cannot load.
 * `afterFirstScreen`: load the remote only once the page's screen is shown and the browser is idle.
 */
export function RemoteSlot({ remote, slot, afterFirstScreen = false }: { remote: RemoteId; slot: SlotId; afterFirstScreen?: boolean }) {
  const go = useAfterFirstScreen(afterFirstScreen);
  return go ? <SlotMount remote={remote} slot={slot} /> : null;
}

function SlotMount({ remote, slot }: { remote: RemoteId; slot: SlotId }) {
  const state = useRemoteApp(remote, 0);
  if (state.status !== 'ready') return null;
  const Slot = state.app.slots?.[slot];
  if (!Slot) return null;
  return (
    <RemoteErrorBoundary remote={remote} fallback={() => null}>
      <div data-remote={remote} data-remote-version={activeVersion(REMOTE_SCOPES[remote]) ?? state.app.version} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Slot />
        </Suspense>
      </div>
    </RemoteErrorBoundary>
  );
}
