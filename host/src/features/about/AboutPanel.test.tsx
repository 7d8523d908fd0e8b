import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { appStore, CONTRACT_VERSION, lightTheme, type Registry } from '@app/shared';
import { createTestI18n } from '@app/shared/testing';
import { registryAtom } from '../../app/host-atoms';
import { fallbackByScope, rememberRegistry } from '../../remotes/fallbacks';
import { aboutRows } from './about-info';
import { AboutButton } from './AboutButton';

// The HTTP edge of remote loading: already-mounted remotes answer from the loader's cache.
jest.mock('../../remotes/load-remote-app', () => ({
  loadRemoteApp: jest.fn(async (id: string) => ({ id, version: `${id}-build-7` })),
}));

const boot: Registry = {
  schema: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  remotes: {
    quiz: { current: '1.1.0', entry: '/remotes/quiz/1.1.0/mf-manifest.json', previous: '1.0.0', previousEntry: '/remotes/quiz/1.0.0/mf-manifest.json', contractVersion: '1.0.0' },
    learning: { current: '2.0.0+abc', entry: '/remotes/learning/2.0.0+abc/mf-manifest.json', contractVersion: '1.0.0' },
  },
};

describe('aboutRows', () => {
  it('lists every remote with the version in use, current, previous and contract', () => {
    rememberRegistry(boot);
    const rows = aboutRows(boot, fallbackByScope, null);
    expect(rows.map((r) => r.remote)).toEqual(['account', 'learning', 'quiz', 'social', 'assistant']);
    expect(rows.find((r) => r.remote === 'quiz')).toEqual({ remote: 'quiz', inUse: '1.1.0', fellBack: false, current: '1.1.0', previous: '1.0.0', contractVersion: '1.0.0', newer: null });
    expect(rows.find((r) => r.remote === 'account')).toMatchObject({ inUse: null, current: null, previous: null });
  });

  it('shows the previous version in use after a runtime fallback, and a newer live release', () => {
    rememberRegistry(boot);
    fallbackByScope.get('remote_quiz')!.active = 'previous';
    const live: Registry = { ...boot, remotes: { ...boot.remotes, learning: { ...boot.remotes.learning!, current: '2.1.0' } } };
    const rows = aboutRows(boot, fallbackByScope, live);
    expect(rows.find((r) => r.remote === 'quiz')).toMatchObject({ inUse: '1.0.0', fellBack: true, current: '1.1.0' });
    expect(rows.find((r) => r.remote === 'learning')).toMatchObject({ newer: '2.1.0' });
    expect(rows.find((r) => r.remote === 'quiz')!.newer).toBeNull();
  });
});

describe('AboutButton', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  function renderButton(lng: 'en' | 'hi' = 'en') {
    appStore.set(registryAtom, boot);
    return render(
      <I18nextProvider i18n={createTestI18n({ host: {} }, lng)}>
        <JotaiProvider store={appStore}>
          <ThemeProvider theme={lightTheme}>
            <p data-remote="quiz" data-remote-version="1.1.0">quiz screen</p>
            <AboutButton />
          </ThemeProvider>
        </JotaiProvider>
      </I18nextProvider>,
    );
  }

  it('opens an accessible panel with the host, contract and per-remote versions, and closes with Escape', async () => {
    rememberRegistry(boot);
    const live: Registry = { ...boot, remotes: { ...boot.remotes, quiz: { ...boot.remotes.quiz!, current: '1.2.0' } } };
    globalThis.fetch = jest.fn(async () => ({ ok: true, json: async () => live })) as unknown as typeof fetch;
    const user = userEvent.setup();
    renderButton();
    const open = screen.getByRole('button', { name: 'About this app: versions of every part' });
    expect(open).toHaveTextContent('About');
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'About Vistas Learning' });
    expect(within(dialog).getByTestId('about-host-version')).toHaveTextContent(`Host ${__APP_VERSION__}`);
    expect(within(dialog).getByTestId('about-contract')).toHaveTextContent(`Remote contract ${CONTRACT_VERSION} (this host mounts majors 1)`);
    expect(within(dialog).getByTestId('about-quiz-in-use')).toHaveTextContent('1.1.0');
    expect(within(dialog).getByTestId('about-quiz-previous')).toHaveTextContent('1.0.0');
    expect(within(dialog).getByTestId('about-quiz')).toHaveTextContent('on this page');
    expect(await within(dialog).findByTestId('about-quiz-build')).toHaveTextContent('quiz-build-7');
    expect(within(dialog).queryByTestId('about-learning-build')).toBeNull();
    expect(within(dialog).getByTestId('about-learning')).not.toHaveTextContent('on this page');
    expect(within(dialog).getByTestId('about-account-current')).toHaveTextContent('not deployed');
    expect(globalThis.fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(await within(dialog).findByTestId('about-newer')).toHaveTextContent('A newer release is live (Tests 1.2.0). Reload the page to use it.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();
  });

  it('speaks Hindi and still opens when remotes.json cannot be read', async () => {
    rememberRegistry(boot);
    globalThis.fetch = jest.fn(async () => {
      throw new Error('offline');
    }) as unknown as typeof fetch;
    const user = userEvent.setup();
    renderButton('hi');
    await user.click(screen.getByRole('button', { name: 'इस ऐप के बारे में: हर हिस्से का संस्करण' }));
    const dialog = await screen.findByRole('dialog', { name: 'विस्टास लर्निंग के बारे में' });
    expect(within(dialog).getByTestId('about-quiz-current')).toHaveTextContent('1.1.0');
    await act(async () => {
      await Promise.resolve();
    });
    expect(within(dialog).queryByTestId('about-newer')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'बंद करें' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
