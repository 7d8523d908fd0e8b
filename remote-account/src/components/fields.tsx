import { useId, useState, type ReactNode, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, ErrorText, Input, Label, Muted, Select, media } from '@app/shared';
import { digitsOnly } from '../lib/validation';

/** The card every auth-layout form sits in: full width on phones, 440px on larger screens. */
export const FormCard = styled(Card)`
  width: min(460px, 100%);
  margin-inline: auto;
  ${media.mobile} { padding: ${({ theme }) => theme.space(3)}; }
`;

export const WideCard = styled(Card)`
  width: min(720px, 100%);
  margin-inline: auto;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
`;

const Hint = styled(Muted)`
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-top: ${({ theme }) => theme.space(1)};
`;

interface BaseProps {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled input with its own error line (aria-invalid + aria-describedby). */
export function TextField({ label, error, hint, id: idProp, ...rest }: BaseProps & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const id = idProp ?? auto;
  const errId = `${id}-err`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errId}>{error}</ErrorText> : null}
    </Field>
  );
}

/** A 10-digit mobile number input: digits only, numeric keyboard. */
export function MobileField({ value, onChange, ...rest }: BaseProps & { value: string; onChange: (v: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  return (
    <TextField
      name="mobile"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={10}
      value={value}
      onChange={(e) => onChange(digitsOnly(e.target.value))}
      {...rest}
    />
  );
}

/** A 6-digit one-time code input. */
export function OtpField({ value, onChange, ...rest }: BaseProps & { value: string; onChange: (v: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  return (
    <TextField
      name="otp"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(e) => onChange(digitsOnly(e.target.value, 6))}
      {...rest}
    />
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, id: idProp, ...rest }: BaseProps & InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation('account');
  const auto = useId();
  const id = idProp ?? auto;
  const [shown, setShown] = useState(false);
  const errId = `${id}-err`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <div style={{ display: 'flex', gap: 8 }}>
        <Input id={id} type={shown ? 'text' : 'password'} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
        <button
          type="button"
          className="pw-toggle"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((s) => !s)}
          style={{ minWidth: 64, minHeight: 44, borderRadius: 8, border: '1px solid currentColor', background: 'transparent', color: 'inherit', cursor: 'pointer' }}
        >
          {shown ? t('common.hide') : t('common.show')}
        </button>
      </div>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errId}>{error}</ErrorText> : null}
    </Field>
  );
}

export interface Option { value: string | number; label: string }

/** A labelled select with an empty "choose" option. */
export function SelectField({ label, error, options, placeholder, id: idProp, ...rest }: BaseProps & { options: Option[]; placeholder: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const auto = useId();
  const id = idProp ?? auto;
  const errId = `${id}-err`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errId : undefined} {...rest}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      {error ? <ErrorText id={errId}>{error}</ErrorText> : null}
    </Field>
  );
}

/** The form-level message next to the submit button (server errors), announced to screen readers. */
export function FormAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <ErrorText role="alert" data-testid="form-error">
      {message}
    </ErrorText>
  );
}

export function FormInfo({ message }: { message: string }) {
  if (!message) return null;
  return <Muted role="status">{message}</Muted>;
}
