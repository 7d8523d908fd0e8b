import { useEffect, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { getAppConfig, Icon, remoteConfigAtom, sessionAtom, userTypeAtom } from '@app/shared';
import { feedbackFormSrc } from './feedback-rules';
import { useBounce } from './useBounce';

const bounce = keyframes`
  0%, 100% { transform: translateY(0); }
  30% { transform: translateY(-12px); }
  55% { transform: translateY(0); }
  75% { transform: translateY(-5px); }
`;
const Fab = styled.button<{ $bouncing: boolean; $open: boolean }>`
  position: fixed; right: 20px; bottom: 96px; z-index: 970; width: 56px; height: 56px; border-radius: 50%;
  /* beside the open panel (which it toggles) where there is room, above it otherwise */
  @media (min-width: 500px) { ${({ $open }) => ($open ? 'right: calc(min(420px, 100vw) + 16px);' : '')} }
  border: 0; cursor: pointer; display: grid; place-items: center;
  background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.onPrimary}; box-shadow: ${({ theme }) => theme.shadow.md};
  ${({ $bouncing }) => ($bouncing ? css`animation: ${bounce} 1s ease-in-out;` : '')}
`;
const Panel = styled.aside`
  position: fixed; top: 0; right: 0; z-index: 950; width: min(420px, 100vw);
  background: ${({ theme }) => theme.color.surface}; border-left: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.md}; display: flex; flex-direction: column;
  header { display: flex; align-items: center; justify-content: space-between; padding: 8px 12px; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
  h2 { font-size: 1.0625rem; margin: 0; }
  iframe { flex: 1; width: 100%; border: 0; background: #fff; }
`;
const Close = styled.button`
  width: 44px; height: 44px; border-radius: 50%; border: 1px solid ${({ theme }) => theme.color.border};
  background: transparent; color: ${({ theme }) => theme.color.text}; display: grid; place-items: center; cursor: pointer;
`;

function useWindowHeight(): number {
  const [h, setH] = useState(() => (typeof window === 'undefined' ? 800 : window.innerHeight));
  useEffect(() => {
    const onResize = () => setH(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return h;
}

/**
 * The Google-form style feedback prompt, shown to basic students while the remote-config
 * flag show_feadback_form is on: a round floating button with a reviews icon, bouncing for
 * 1 s every 2 s, that opens and closes a full-height side panel holding the external form.
 */
export function FeedbackWidget() {
  const { t } = useTranslation('host');
  const flags = useAtomValue(remoteConfigAtom);
  const userType = useAtomValue(userTypeAtom);
  const user = useAtomValue(sessionAtom);
  const [open, setOpen] = useState(false);
  const height = useWindowHeight();
  const visible = flags.show_feadback_form && userType === 'basic';
  const bouncing = useBounce(visible && !open);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!visible) return null;
  return (
    <>
      <Fab
        type="button"
        $bouncing={bouncing}
        $open={open}
        data-bouncing={bouncing}
        data-testid="feedback-fab"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t(open ? 'feedbackForm.close' : 'feedbackForm.open')}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name={open ? 'close' : 'reviews'} size={26} />
      </Fab>
      {open ? (
        <Panel id={panelId} aria-labelledby={titleId} style={{ height }} data-testid="feedback-panel">
          <header>
            <h2 id={titleId}>{t('feedbackForm.title')}</h2>
            <Close type="button" onClick={() => setOpen(false)} aria-label={t('feedbackForm.close')}>
              <Icon name="close" />
            </Close>
          </header>
          <iframe title={t('feedbackForm.frameTitle')} src={feedbackFormSrc(getAppConfig().feedbackFormUrl, user?.mobileNumber)} loading="lazy" />
        </Panel>
      ) : null}
    </>
  );
}
