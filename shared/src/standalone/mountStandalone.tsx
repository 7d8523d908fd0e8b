import { Suspense, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Outlet } from 'react-router-dom';
import { Provider as JotaiProvider, useAtom, useAtomValue } from 'jotai';
import { ThemeProvider } from 'styled-components';
import type { RemoteApp, Lng } from '../contracts/remote-app';
import { ROUTES, type RouteId } from '../contracts/routes';
import { appStore, sessionAtom, themeAtom, initialLanguage } from '../store/atoms';
import { isSessionValid, authFromLoginData, type LoginData } from '../session/storage';
import { GlobalStyle, themes } from '../theme/theme';
import { initI18n } from '../i18n/i18n';
import { loadAppConfig } from '../config';
import { on } from '../events/bus';
import { call } from '../api/client';
import { Button, Card, Input, Label, Stack, ErrorText } from '../ui/primitives';

/**
 * The dev harness every remote runs in when started alone (`pnpm --filter remote-x start`):
 * the shared providers, a router over the remote's own routes, a demo sign-in, and toasts
 * printed to the console. Never used inside the host.
 */
function DemoSignIn() {
  const [, setSession] = useAtom(sessionAtom);
  const [mobile, setMobile] = useState('9000000003');
  const [password, setPassword] = useState('Student@123');
  const [error, setError] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const res = await call<LoginData>('v1', { method: 'POST', url: '/auth/login', data: { usernameOrEmail: mobile, password }, skipErrorToast: true });
      setSession(authFromLoginData(res.data));
    } catch (err) {
      setError((err as Error).message || 'Sign-in failed');
    }
  };
  return (
    <Card as="form" onSubmit={submit} style={{ maxWidth: 360, margin: '40px auto' }}>
      <Stack>
        <strong>Standalone harness: sign in as a demo student</strong>
        <div>
          <Label htmlFor="h-mobile">Mobile number</Label>
          <Input id="h-mobile" value={mobile} onChange={(e) => setMobile(e.target.value)} />
        </div>
        <div>
          <Label htmlFor="h-password">Password</Label>
          <Input id="h-password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
        <Button type="submit">Sign in</Button>
      </Stack>
    </Card>
  );
}

function Frame({ app }: { app: RemoteApp }) {
  const session = useAtomValue(sessionAtom);
  const mode = useAtomValue(themeAtom);
  return (
    <ThemeProvider theme={themes[mode]}>
      <GlobalStyle />
      <header style={{ padding: 8, fontSize: 12, opacity: 0.8 }}>
        {app.id} {app.version} (standalone) {isSessionValid(session) ? `· ${session.firstName}` : ''}
      </header>
      <main id="main" style={{ padding: 16 }}>
        <Suspense fallback={<p>Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </ThemeProvider>
  );
}

function Guarded({ id, app }: { id: RouteId; app: RemoteApp }) {
  const session = useAtomValue(sessionAtom);
  const Screen = app.routes[id]!;
  const needsSession = ROUTES[id].access === 'private' || ROUTES[id].access === 'onboarding';
  if (needsSession && !isSessionValid(session)) return <DemoSignIn />;
  return <Screen />;
}

export async function mountStandalone(app: RemoteApp): Promise<void> {
  const lng: Lng = initialLanguage();
  await loadAppConfig();
  await initI18n({ lng, ns: app.namespace, loadMessages: app.loadMessages });
  on('toast/error', (t) => console.warn('[toast]', t.message));
  on('toast/show', (t) => console.info('[toast]', t.message));
  const ids = Object.keys(app.routes) as RouteId[];
  const Slot = app.slots?.['dashboard-widget'];
  const children: { path: string; element: React.JSX.Element }[] = ids.map((id) => ({ path: ROUTES[id].path, element: <Guarded id={id} app={app} /> }));
  if (Slot) children.push({ path: '*', element: <Slot /> });
  const router = createBrowserRouter([{ element: <Frame app={app} />, children }]);
  createRoot(document.getElementById('root')!).render(
    <JotaiProvider store={appStore}>
      <RouterProvider router={router} />
    </JotaiProvider>,
  );
}
