import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { on } from '@app/shared';
import { ToastQueue, type QueuedToast } from './toast-queue';

const Box = styled.div<{ $kind: QueuedToast['kind'] }>`
  position: fixed; left: 50%; bottom: 24px; transform: translateX(-50%); z-index: 1100;
  width: max-content; max-width: min(92vw, 520px); padding: 12px 18px; border-radius: 10px; box-shadow: ${({ theme }) => theme.shadow.md};
  background: ${({ theme, $kind }) => ($kind === 'error' ? theme.color.danger : $kind === 'success' ? theme.color.success : $kind === 'warning' ? theme.color.warning : theme.color.text)};
  color: ${({ theme }) => (theme.mode === 'dark' ? '#0b1220' : '#fff')};
  font-weight: 600;
  button { all: unset; cursor: pointer; text-decoration: underline; text-underline-offset: 3px; }
  button:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 3px; }
`;

/**
 * Renders the one toast on screen; fed by the event bus. Error messages queue one at a time
 * (about 3000 ms each, the next after 5000 ms); a toast with an href opens it on click.
 */
export function ToastHost() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [toast, setToast] = useState<QueuedToast | null>(null);
  const queue = useRef<ToastQueue | null>(null);
  // A layout effect: subscribed before any page's effects run, so a toast emitted while the
  // first page mounts (e.g. a guard's redirect) is not lost.
  useLayoutEffect(() => {
    const q = new ToastQueue(setToast);
    queue.current = q;
    const offs = [
      on('toast/error', (d) => q.push(d.message, d.kind ?? 'error', d.href)),
      on('toast/show', (d) => q.push(d.message, d.kind ?? 'success', d.href)),
      on('toast/clear', () => q.clear()),
    ];
    return () => {
      offs.forEach((off) => off());
      q.dispose();
    };
  }, []);
  return (
    <div aria-live="assertive" role="status">
      {toast ? (
        <Box $kind={toast.kind} data-testid="toast" data-kind={toast.kind}>
          {toast.href ? (
            <button type="button" onClick={() => navigate(toast.href!)} aria-label={`${toast.message}. ${t('toast.open')}`}>
              {toast.message}
            </button>
          ) : (
            toast.message
          )}
        </Box>
      ) : null}
    </div>
  );
}
