import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div<{ $tone: 'warning' | 'success' }>`
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 2px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.warning)};
  background: ${({ theme }) => theme.color.surface};
  padding: ${({ theme }) => theme.space(5)};
  p { font-size: 1.125rem; font-weight: 600; margin: 0 0 ${({ theme }) => theme.space(3)}; }
`;

/** The contract's 425 "wait until" messages, shown clearly as the page's main content. */
export function WaitNotice({ message, tone = 'warning', children }: { message: string; tone?: 'warning' | 'success'; children?: ReactNode }) {
  return (
    <Box $tone={tone} role="alert" data-testid="wait-notice">
      <p>{message}</p>
      {children}
    </Box>
  );
}
