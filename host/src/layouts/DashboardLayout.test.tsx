import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { appStore, lightTheme, on, type NavItem, remoteConfigAtom, sessionAtom, themeAtom, unreadCountAtom, type AppEvents } from '@app/shared';
import { createTestI18n, testAuthUser } from '@app/shared/testing';
import en from '../locales/en.json';
import { registryAtom } from '../app/host-atoms';
import { DashboardLayout } from './DashboardLayout';
import { mockHttp } from '../test-utils';

jest.mock('../remotes/RemoteRoute', () => ({ RemoteSlot: () => null }));

const nav = (routeId: string, icon: string, order: number, title: string, flag?: 'show_short_video_web') => ({
  routeId,
  icon,
  order,
  title: { en: title, hi: title },
  description: { en: `${title} description`, hi: title },
  ...(flag ? { flag } : {}),
}) as NavItem;

function setup(path: string, over: Parameters<typeof testAuthUser>[0] = {}) {
  mockHttp(() => undefined);
  appStore.set(sessionAtom, testAuthUser({ firstName: 'Asha', ...over }));
  appStore.set(unreadCountAtom, 3);
  appStore.set(remoteConfigAtom, { show_feadback_form: false, show_short_video_web: false });
  appStore.set(registryAtom, {
    schema: 1,
    updatedAt: '',
    remotes: {
      learning: { current: '1', entry: '', contractVersion: '1.0.0', nav: [nav('home', 'home', 10, 'Home'), nav('academics', 'book', 20, 'Academics')] },
      social: { current: '1', entry: '', contractVersion: '1.0.0', nav: [nav('shorts', 'play', 60, 'V-Shorts', 'show_short_video_web')] },
    },
  });
  const router = createMemoryRouter([{ element: <DashboardLayout />, children: [{ path: '*', element: <p>page</p> }] }], { initialEntries: [path] });
  return render(
    <I18nextProvider i18n={createTestI18n({ host: en })}>
      <JotaiProvider store={appStore}>
        <ThemeProvider theme={lightTheme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </JotaiProvider>
    </I18nextProvider>,
  );
}
afterEach(() => act(() => appStore.set(sessionAtom, null)));

describe('dashboard layout', () => {
  it('draws the side menu: logo, profile block, menu items with icons, logout, language and feedback', async () => {
    setup('/home');
    const side = screen.getByRole('complementary', { name: 'Side menu' });
    const profile = within(side).getByTestId('profile-block');
    expect(profile).toHaveTextContent('Asha');
    expect(profile).toHaveTextContent('Class 10');
    expect(within(profile).getByRole('link', { name: 'Edit account' })).toHaveAttribute('href', '/profile');
    const menu = within(side).getByRole('navigation', { name: 'Main menu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/home', '/dashboard/academics']);
    expect(links[1]!.querySelector('svg')?.getAttribute('data-icon')).toBe('book');
    expect(links[1]).toHaveTextContent('Academics description');
    expect(within(side).getByRole('button', { name: 'Feedback' })).toBeInTheDocument();
    expect(within(side).getByRole('button', { name: 'Switch language to हिन्दी' })).toBeInTheDocument();
    const logouts: AppEvents['session/logout'][] = [];
    const off = on('session/logout', (d) => logouts.push(d));
    await userEvent.click(within(side).getByRole('button', { name: 'Logout' }));
    expect(logouts).toEqual([{ reason: 'user' }]);
    off();
  });

  it('shows V-Shorts only while show_short_video_web is on', () => {
    setup('/home');
    expect(screen.queryByRole('link', { name: /V-Shorts/ })).toBeNull();
    act(() => appStore.set(remoteConfigAtom, { show_feadback_form: false, show_short_video_web: true }));
    expect(screen.getByRole('link', { name: /V-Shorts/ })).toHaveAttribute('href', '/social-video');
  });

  it('collapses the side menu to icons and back', async () => {
    setup('/home');
    const side = screen.getByTestId('sidebar');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse side menu' }));
    expect(side).toHaveAttribute('data-collapsed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Expand side menu' }));
    expect(side).toHaveAttribute('data-collapsed', 'false');
  });

  it('top bar: no back button on /home, the user type, the notification badge', () => {
    setup('/home');
    expect(screen.queryByTestId('back-button')).toBeNull();
    expect(screen.getByTestId('user-type')).toHaveTextContent('Basic');
    expect(screen.getByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute('href', '/notifications');
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
  });

  it('shows Premium and Free labels from the subscription flags', () => {
    const a = setup('/discover', { subscriptionFlag: { subscribedFlag: true, trialFlag: true } });
    expect(screen.getByTestId('user-type')).toHaveTextContent('Premium');
    a.unmount();
    setup('/discover', { subscriptionFlag: { subscribedFlag: false, trialFlag: true } });
    expect(screen.getByTestId('user-type')).toHaveTextContent('Free');
  });

  it('a false validFlag disables the back button and the notification link', () => {
    setup('/discover', { validFlag: false });
    expect(screen.getByTestId('back-button')).toBeDisabled();
    expect(screen.getByTestId('notifications-link')).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the support numbers, e-mail and version 4.6.0 in the footer', () => {
    setup('/home');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('1800-123-4567');
    expect(within(footer).getByRole('link', { name: 'support@vistaslearning.in' })).toHaveAttribute('href', 'mailto:support@vistaslearning.in');
    expect(footer).toHaveTextContent('Version 4.6.0');
    expect(within(footer).getByRole('button', { name: 'Send feedback' })).toBeInTheDocument();
  });
  it('the side menu has a theme button too (phones have no room for the top bar switch)', async () => {
    act(() => appStore.set(themeAtom, 'light'));
    setup('/home');
    const side = screen.getByRole('complementary', { name: 'Side menu' });
    // Shown below 500 px only (CSS); jsdom has no viewport, so it counts as hidden here.
    const button = within(side).getByTestId('theme-menu-button');
    expect(button).toHaveTextContent('Dark theme');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(appStore.get(themeAtom)).toBe('dark');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    act(() => appStore.set(themeAtom, 'light'));
  });
});
