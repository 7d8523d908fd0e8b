import { useMemo } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { ThemeProvider } from 'styled-components';
import { appStore, GlobalStyle, themeAtom, themes } from '@app/shared';
import { buildRoutes } from './routes';
import { ToastHost } from '../features/toasts/ToastHost';
import { useLogoutListener } from '../features/session/useLogoutListener';

/** Everything that lives for the whole page, inside the router. */
function Root() {
  useLogoutListener();
  return (
    <>
      <a href="#main" className="visually-hidden">Skip to content</a>
      <Outlet />
      <ToastHost />
    </>
  );
}

function Themed({ children }: { children: React.ReactNode }) {
  const mode = useAtomValue(themeAtom);
  return (
    <ThemeProvider theme={themes[mode]}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

export function App() {
  const router = useMemo(() => createBrowserRouter([{ element: <Root />, children: buildRoutes() }]), []);
  return (
    <JotaiProvider store={appStore}>
      <Themed>
        <RouterProvider router={router} />
      </Themed>
    </JotaiProvider>
  );
}
