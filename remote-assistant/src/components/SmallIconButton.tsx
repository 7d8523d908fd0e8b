import styled from 'styled-components';

/** A compact round icon button for message actions (still a 36px touch target). */
export const SmallIconButton = styled.button<{ $active?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border-radius: 50%;
  border: 1px solid transparent;
  background: ${({ theme, $active }) => ($active ? theme.color.surfaceAlt : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.color.primary : theme.color.textMuted)};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ theme }) => theme.color.surfaceAlt}; color: ${({ theme }) => theme.color.primary}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;
