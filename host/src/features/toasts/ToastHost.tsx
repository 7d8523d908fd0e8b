import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { on } from '@app/shared';
import { ToastQueue, type QueuedToast } from './toast-queue';

const Box = styled.div<{ $kind: QueuedToast['kind'] }>`
  position: fixed; left: 50%; bottom: 24px; transform: translateX(-50%); z-index: 1100;
  max-width: min(92vw, 520px); padding: 12px 18px; border-radius: 10px; box-shadow: ${({ theme }) => theme.shadow.md};
  background: ${({ theme, $kind }) => ($kind === 'error' ? theme.color.danger : $kind === 'success' ? theme.color.success : theme.color.text)};
  color: ${({ theme }) => (theme.mode === 'dark' ? '#0b1220' : '#fff')};
  font-weight: 600;
`;

/** Renders the one toast on screen; fed by the event bus. */
export function ToastHost() {
  const [toast, setToast] = useState<QueuedToast | null>(null);
  const queue = useRef<ToastQueue | null>(null);
  useEffect(() => {
    const q = new ToastQueue(setToast);
    queue.current = q;
    const offs = [
      on('toast/error', (d) => q.push(d.message, d.kind ?? 'error')),
      on('toast/show', (d) => q.push(d.message, d.kind ?? 'success')),
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
        <Box $kind={toast.kind} data-testid="toast">
          {toast.message}
        </Box>
      ) : null}
    </div>
  );
}
