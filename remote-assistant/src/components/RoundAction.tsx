import styled, { css } from 'styled-components';

/** The composer's round buttons (mic, send, stop): 44px touch targets. */
export const RoundAction = styled.button<{ $tone?: 'primary' | 'danger' | 'plain' }>`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border-radius: 50%;
  cursor: pointer;
  ${({ theme, $tone = 'plain' }) =>
    $tone === 'primary'
      ? css`background: ${theme.color.primary}; color: ${theme.color.onPrimary}; border: 1px solid ${theme.color.primary};`
      : $tone === 'danger'
        ? css`background: ${theme.color.danger}; color: ${theme.mode === 'dark' ? '#0b1220' : '#fff'}; border: 1px solid ${theme.color.danger};`
        : css`background: ${theme.color.surface}; color: ${theme.color.text}; border: 1px solid ${theme.color.border};`}
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;
