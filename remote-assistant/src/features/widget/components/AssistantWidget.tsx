import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton, on } from '@app/shared';

const Fab = styled.button`
  position: fixed; right: 20px; bottom: 20px; width: 56px; height: 56px; border-radius: 50%;
  border: none; background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.onPrimary};
  font-size: 1.5rem; cursor: pointer; box-shadow: ${({ theme }) => theme.shadow.md}; z-index: 900;
`;
const Panel = styled.section`
  position: fixed; right: 20px; bottom: 20px; width: min(380px, calc(100vw - 40px)); height: min(560px, calc(100vh - 40px));
  background: ${({ theme }) => theme.color.surface}; border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 16px; box-shadow: ${({ theme }) => theme.shadow.md}; z-index: 900; display: flex; flex-direction: column;
  header { display: flex; align-items: center; justify-content: space-between; padding: 12px 16px; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
  h2 { font-size: 1.05rem; margin: 0; }
`;

/** The floating assistant button and its panel. */
export default function AssistantWidget() {
  const { t } = useTranslation('assistant');
  const [open, setOpen] = useState(false);
  useEffect(() => on('assistant/open', () => setOpen(true)), []);
  if (!open) {
    return (
      <Fab type="button" aria-label={t('open')} onClick={() => setOpen(true)}>
        <span aria-hidden="true">💬</span>
      </Fab>
    );
  }
  return (
    <Panel aria-labelledby="assistant-title">
      <header>
        <h2 id="assistant-title">{t('titleChat')}</h2>
        <IconButton type="button" aria-label={t('close')} onClick={() => setOpen(false)}>
          <span aria-hidden="true">✕</span>
        </IconButton>
      </header>
    </Panel>
  );
}
