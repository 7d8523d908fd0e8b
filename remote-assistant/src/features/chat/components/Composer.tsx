import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SendIcon, StopIcon } from '../../../components/icons';
import { RoundAction } from '../../../components/RoundAction';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  padding: 10px 12px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  textarea {
    flex: 1 1 auto;
    min-width: 0;
    min-height: 56px;
    max-height: 120px;
    resize: none;
    padding: 8px 12px;
    font-size: 0.95rem;
    border-radius: 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    line-height: 1.35;
  }
  textarea:disabled { background: ${({ theme }) => theme.color.surfaceAlt}; }
`;

export interface ComposerProps {
  input: string;
  onInput: (v: string) => void;
  loading: boolean;
  generating: boolean;
  listening: boolean;
  onSend: () => void;
  onStop: () => void;
  /** The microphone toggle (voice feature), when the browser supports it. */
  mic?: React.ReactNode;
  inputRef?: React.Ref<HTMLTextAreaElement>;
}

/**
 * The text area and buttons (spec 5 "Chat"): the text area is disabled while loading,
 * listening or generating; send also when the input is empty; stop replaces send while
 * generating and is available once the first chunk arrived. Enter on key release sends.
 */
export function Composer({ input, onInput, loading, generating, listening, onSend, onStop, mic, inputRef }: ComposerProps) {
  const { t } = useTranslation('assistant');
  const busy = loading || listening || generating;
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
      }}
    >
      <label htmlFor="assistant-input" className="visually-hidden">
        {t('inputLabel')}
      </label>
      <textarea
        id="assistant-input"
        ref={inputRef}
        rows={2}
        value={input}
        placeholder={t('placeholder')}
        disabled={busy}
        onChange={(e) => onInput(e.target.value)}
        onKeyDown={(e) => {
          // Keep Enter from adding a new line; Shift+Enter still does.
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) e.preventDefault();
        }}
        onKeyUp={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) onSend();
        }}
      />
      {mic}
      {generating ? (
        <RoundAction type="button" $tone="danger" aria-label={t('stop')} title={t('stop')} disabled={loading} onClick={onStop}>
          <StopIcon />
        </RoundAction>
      ) : (
        <RoundAction type="submit" $tone="primary" aria-label={t('send')} title={t('send')} disabled={busy || !input.trim()}>
          <SendIcon />
        </RoundAction>
      )}
    </Form>
  );
}
