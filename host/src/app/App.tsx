import { useMemo } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { appStore, GlobalStyle, themeAtom, themes } from '@app/shared';
import { buildRoutes } from './routes';
import { ToastHost } from '../features/toasts/ToastHost';
import { useLogoutListener } from '../features/session/useLogoutListener';
import { useSessionLifecycle } from '../features/session/useSessionLifecycle';
import { useUnreadNotifications } from '../features/notifications/useUnreadNotifications';
import { useErrorReporting } from '../features/errors/useErrorReporting';
import { useRemoteConfigFlags } from '../features/remote-config/useRemoteConfigFlags';
import { WarningModal } from '../features/warning/WarningModal';
import { MobileAppPopup } from '../features/mobile-popup/MobileAppPopup';

/** Everything that lives for the whole page, inside the router. */
export function Root() {
  const { t } = useTranslation('host');
  useErrorReporting();
  useLogoutListener();
  useSessionLifecycle();
  useUnreadNotifications();
  useRemoteConfigFlags();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skip')}
      </a>
      <Outlet />
      <ToastHost />
      <WarningModal />
      <MobileAppPopup />
    </>
  );
}

/** The shell's own global rules: the skip link (visible on focus) and the color scheme. */
const HostStyle = createGlobalStyle`
  html { color-scheme: ${({ theme }) => theme.mode}; }
  .skip-link {
    position: fixed; left: 8px; top: -60px; z-index: 2000; padding: 10px 16px; border-radius: 10px;
    background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.onPrimary}; font-weight: 700;
  }
  .skip-link:focus { top: 8px; }
  main:focus { outline: none; }
`;

function Themed({ children }: { children: React.ReactNode }) {
  const mode = useAtomValue(themeAtom);
  return (
    <ThemeProvider theme={themes[mode]}>
      <GlobalStyle />
      <HostStyle />
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
