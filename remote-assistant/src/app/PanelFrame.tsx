import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CloseIcon } from '../components/icons';

const Panel = styled.section`
  position: fixed;
  right: 20px;
  bottom: 20px;
  width: min(400px, calc(100vw - 40px));
  height: min(600px, calc(100vh - 40px));
  height: min(600px, calc(100dvh - 40px));
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 16px;
  box-shadow: ${({ theme }) => theme.shadow.md};
  z-index: 900;
  overflow: hidden;
  @media (max-width: 499px) {
    right: 8px;
    bottom: 8px;
    width: calc(100vw - 16px);
    height: calc(100vh - 16px);
    height: calc(100dvh - 16px);
  }
`;
const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 12px 10px 16px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  h2 { font-size: 1.05rem; margin: 0; }
  button {
    width: 40px;
    height: 40px;
    border-radius: 50%;
    border: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  button:hover { background: rgba(255, 255, 255, 0.18); }
`;

/** The panel's frame: title, close button, Escape to close. */
export function PanelFrame({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('assistant');
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <Panel role="dialog" aria-modal="false" aria-labelledby="assistant-title" data-testid="assistant-panel">
      <Header>
        <h2 id="assistant-title">{title}</h2>
        <button type="button" aria-label={t('close')} title={t('close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </Header>
      {children}
    </Panel>
  );
}
