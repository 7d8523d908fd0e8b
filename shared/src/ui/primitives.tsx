import styled, { css, keyframes } from 'styled-components';

/** Small building blocks every app uses, so the product looks like one product. */
export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'ghost' | 'danger'; $size?: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ $size }) => ($size === 'sm' ? '36px' : '44px')};
  padding: 0 ${({ theme, $size }) => theme.space($size === 'sm' ? 3 : 5)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font-weight: 600;
  cursor: pointer;
  transition: background 0.15s ease;
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`background: ${theme.color.primary}; color: ${theme.color.onPrimary}; &:hover:not(:disabled) { background: ${theme.color.primaryHover}; }`
      : $variant === 'danger'
        ? css`background: ${theme.color.danger}; color: #fff;`
        : $variant === 'ghost'
          ? css`background: transparent; color: ${theme.color.text}; &:hover:not(:disabled) { background: ${theme.color.surfaceAlt}; }`
          : css`background: ${theme.color.surface}; color: ${theme.color.primary}; border-color: ${theme.color.primary};`}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(4)};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

export const Stack = styled.div<{ $gap?: number; $row?: boolean; $wrap?: boolean; $align?: string }>`
  display: flex;
  flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  gap: ${({ theme, $gap = 3 }) => theme.space($gap)};
`;

export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = '220px' }) => $min}, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(3)};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  margin: 0;
`;

export const Label = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

const fieldCss = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; }
`;
export const Input = styled.input`${fieldCss}`;
export const Select = styled.select`${fieldCss}`;
export const TextArea = styled.textarea`${fieldCss}; min-height: 96px; resize: vertical;`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;

const spin = keyframes`to { transform: rotate(360deg); }`;
const SpinnerCircle = styled.span`
  display: inline-block;
  width: 28px;
  height: 28px;
  border: 3px solid ${({ theme }) => theme.color.surfaceAlt};
  border-top-color: ${({ theme }) => theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
export function Spinner({ label }: { label: string }) {
  return (
    <span role="status" aria-live="polite" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <SpinnerCircle aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export const Badge = styled.span<{ $tone?: 'primary' | 'success' | 'warning' | 'muted' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  background: ${({ theme, $tone = 'primary' }) =>
    $tone === 'success' ? theme.color.success : $tone === 'warning' ? theme.color.warning : $tone === 'muted' ? theme.color.surfaceAlt : theme.color.primary};
  color: ${({ theme, $tone = 'primary' }) => ($tone === 'muted' ? theme.color.text : theme.mode === 'dark' ? '#0b1220' : '#fff')};
`;

export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <Card as="div" role="status" style={{ textAlign: 'center' }}>
      <p style={{ fontWeight: 600, margin: 0 }}>{title}</p>
      {hint ? <Muted>{hint}</Muted> : null}
    </Card>
  );
}
