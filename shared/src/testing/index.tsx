import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter, Routes, Route } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next, I18nextProvider } from 'react-i18next';
import { lightTheme } from '../theme/theme';
import type { Messages } from '../contracts/remote-app';

type Store = ReturnType<typeof createStore>;

export interface ProviderOptions {
  /** Initial URL of the memory router. */
  route?: string;
  /** Route pattern the element is mounted at (to read params), e.g. '/subject/:id'. */
  path?: string;
  /** A jotai store; a fresh one by default. */
  store?: Store;
  /** i18n namespaces with their English messages: `{ quiz: en }`. */
  messages?: Record<string, Messages>;
  lng?: 'en' | 'hi';
  /** Extra routes next to the element (to assert navigation). */
  extraRoutes?: ReactElement;
}

/** A fresh i18next instance per render, so tests never share language state. */
export function createTestI18n(messages: Record<string, Messages> = {}, lng: 'en' | 'hi' = 'en') {
  const inst = i18next.createInstance();
  const resources: Record<string, Record<string, Messages>> = { [lng]: messages };
  void inst.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources,
    ns: Object.keys(messages),
    defaultNS: Object.keys(messages)[0],
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return inst;
}

/** Renders with the app's providers: theme, jotai store, i18n and a memory router. */
export function renderWithProviders(ui: ReactElement, opts: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  const store = opts.store ?? createStore();
  const i18n = createTestI18n(opts.messages, opts.lng);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={store}>
        <ThemeProvider theme={lightTheme}>
          <MemoryRouter initialEntries={[opts.route ?? '/']}>
            {opts.path ? (
              <Routes>
                <Route path={opts.path} element={children} />
                {opts.extraRoutes}
              </Routes>
            ) : (
              children
            )}
          </MemoryRouter>
        </ThemeProvider>
      </JotaiProvider>
    </I18nextProvider>
  );
  return { store, i18n, ...render(ui, { wrapper: Wrapper, ...opts }) };
}

/** A stored session for tests. */
export function testAuthUser(over: Partial<import('../session/storage').AuthUser> = {}): import('../session/storage').AuthUser {
  return {
    accessToken: 'test-access',
    refreshToken: 'test-refresh',
    firstName: 'Asha',
    userSurId: 1,
    userId: 1,
    mobileNumber: '9000000003',
    validFlag: true,
    userProfilePic: null,
    classStandardObject: { idClassStandard: 1, classStandadName: '10' },
    syllabusObject: { idSyllabus: 1, syllabusName: 'CBSE' },
    stateObject: { idState: 1, state: 'Karnataka' },
    subscriptionFlag: { subscribedFlag: false, trialFlag: false },
    expires_in: Date.now() + 24 * 3600 * 1000,
    ...over,
  };
}
