import styled, { keyframes } from 'styled-components';

const bounce = keyframes`
  0%, 80%, 100% { transform: scale(0.6); opacity: 0.5; }
  40% { transform: scale(1); opacity: 1; }
`;
const Dots = styled.span`
  display: inline-flex;
  gap: 5px;
  padding: 10px 14px;
  span.dot {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.primary};
    animation: ${bounce} 1.2s infinite ease-in-out;
  }
  span.dot:nth-child(2) { animation-delay: 0.15s; }
  span.dot:nth-child(3) { animation-delay: 0.3s; }
`;

/** The loading animation: three bouncing dots, announced politely to screen readers. */
export function LoadingDots({ label, testId }: { label: string; testId?: string }) {
  return (
    <Dots role="status" aria-live="polite" data-testid={testId}>
      <span className="dot" aria-hidden="true" />
      <span className="dot" aria-hidden="true" />
      <span className="dot" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </Dots>
  );
}
