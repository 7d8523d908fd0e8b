import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, on, type AppEvents } from '@app/shared';
import { renderWithProviders } from '@app/shared/testing';
import en from '../../locales/en.json';
import { WarningModal } from './WarningModal';

describe('warning modal', () => {
  it('blocks with the authentication message until Logout', async () => {
    const logouts: AppEvents['session/logout'][] = [];
    const off = on('session/logout', (d) => logouts.push(d));
    renderWithProviders(<WarningModal />, { messages: { host: en } });
    act(() => emit('auth/warning', { message: 'Your session has been expired. Your account has been logged in into another device.' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Warning' });
    expect(dialog).toHaveTextContent('logged in into another device');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(logouts).toEqual([{ reason: 'user' }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    off();
  });
});
