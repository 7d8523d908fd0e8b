import { useEffect, useId, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, emit, ErrorText, getPlatform, Icon, Label, Muted, on, sessionAtom, TextArea, userTypeAtom } from '@app/shared';
import { buildFeedbackRecord, FEEDBACK_EMPTY_MESSAGE, FEEDBACK_MAX, FEEDBACK_MIN, FEEDBACK_THANKS, toJpeg, validateFeedback } from './feedback-rules';

const Previews = styled.ul`
  list-style: none; margin: 8px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px;
  li { position: relative; width: 84px; height: 84px; border-radius: 8px; overflow: hidden; border: 1px solid ${({ theme }) => theme.color.border}; }
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
  button {
    position: absolute; top: 2px; right: 2px; width: 28px; height: 28px; border-radius: 50%; border: 0;
    background: rgba(17, 24, 39, 0.8); color: #fff; display: grid; place-items: center; cursor: pointer;
  }
`;
const Counter = styled.div`display: flex; justify-content: space-between; gap: 8px; font-size: 0.875rem; color: ${({ theme }) => theme.color.textMuted};`;
const FileLabel = styled.label`
  display: inline-flex; align-items: center; gap: 8px; min-height: 44px; padding: 0 14px; border-radius: 10px; cursor: pointer;
  border: 1px dashed ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.primary}; font-weight: 600;
  &:focus-within { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

interface Shot {
  id: number;
  file: File;
  url: string;
}
let shotSeq = 0;

/**
 * The footer feedback dialog: a message (required, 4 to 150 characters, with a counter) and
 * optional screenshots (images only, several, each previewed and removable). Screenshots
 * are uploaded as jpg under the student's folder, then the feedback record is stored, both
 * through the platform ports.
 */
export function FeedbackDialog() {
  const { t } = useTranslation('host');
  const user = useAtomValue(sessionAtom);
  const userType = useAtomValue(userTypeAtom);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<'empty' | 'short' | 'failed' | null>(null);
  const [shots, setShots] = useState<Shot[]>([]);
  const [busy, setBusy] = useState(false);
  const textId = useId();
  const counterId = useId();
  const errorId = useId();
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => on('feedback/open', () => setOpen(true)), []);
  // Object URLs are freed when the previews go.
  const shotsRef = useRef(shots);
  shotsRef.current = shots;
  useEffect(() => () => shotsRef.current.forEach((s) => URL.revokeObjectURL?.(s.url)), []);

  const close = () => {
    if (busy) return;
    setOpen(false);
    setProblem(null);
  };

  const addFiles = (list: FileList | null) => {
    if (!list) return;
    const images = Array.from(list).filter((f) => f.type.startsWith('image/'));
    setShots((s) => [...s, ...images.map((file) => ({ id: ++shotSeq, file, url: URL.createObjectURL?.(file) ?? '' }))]);
    if (fileRef.current) fileRef.current.value = '';
  };
  const remove = (id: number) =>
    setShots((s) => {
      const gone = s.find((x) => x.id === id);
      if (gone) URL.revokeObjectURL?.(gone.url);
      return s.filter((x) => x.id !== id);
    });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const p = validateFeedback(text);
    if (p) {
      setProblem(p);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const platform = await getPlatform();
      const folder = user?.userSurId ?? 'anonymous';
      const urls: string[] = [];
      for (const s of shots) urls.push(await platform.screenshots.upload(folder, await toJpeg(s.file), s.file.name || 'screenshot.jpg'));
      await platform.feedback.save(
        buildFeedbackRecord({ message: text, imageUrls: urls, user, userType, pageUrl: location.href, nav: navigator as never }),
      );
      emit('toast/show', { message: t('feedback.thanks', { defaultValue: FEEDBACK_THANKS }), kind: 'success' });
      shots.forEach((s) => URL.revokeObjectURL?.(s.url));
      setShots([]);
      setText('');
      setOpen(false);
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  };

  const errorText =
    problem === 'empty' ? t('feedback.empty', { defaultValue: FEEDBACK_EMPTY_MESSAGE }) : problem === 'short' ? t('feedback.tooShort', { min: FEEDBACK_MIN }) : problem === 'failed' ? t('feedback.failed') : null;

  return (
    <Dialog open={open} title={t('feedback.title')} onClose={close}>
      <form onSubmit={submit} noValidate>
        <Label htmlFor={textId}>{t('feedback.messageLabel')}</Label>
        <TextArea
          id={textId}
          value={text}
          maxLength={FEEDBACK_MAX}
          minLength={FEEDBACK_MIN}
          required
          aria-required="true"
          aria-invalid={problem === 'empty' || problem === 'short'}
          aria-describedby={`${counterId}${errorText ? ` ${errorId}` : ''}`}
          placeholder={t('feedback.placeholder')}
          onChange={(e) => {
            setText(e.target.value.slice(0, FEEDBACK_MAX));
            if (problem === 'empty' || problem === 'short') setProblem(null);
          }}
        />
        <Counter>
          <span>{t('feedback.minHint', { min: FEEDBACK_MIN })}</span>
          <span id={counterId} data-testid="feedback-counter" aria-live="polite">
            {text.length}/{FEEDBACK_MAX}
          </span>
        </Counter>
        {errorText ? (
          <ErrorText id={errorId} role="alert">
            {errorText}
          </ErrorText>
        ) : null}
        <div style={{ marginTop: 16 }}>
          <FileLabel>
            <Icon name="image" />
            {t('feedback.addScreenshots')}
            <input ref={fileRef} className="visually-hidden" type="file" accept="image/*" multiple onChange={(e) => addFiles(e.target.files)} />
          </FileLabel>
          {shots.length ? (
            <Previews aria-label={t('feedback.screenshots')}>
              {shots.map((s, i) => (
                <li key={s.id}>
                  <img src={s.url} alt={t('feedback.screenshotAlt', { n: i + 1 })} />
                  <button type="button" onClick={() => remove(s.id)} aria-label={t('feedback.removeScreenshot', { n: i + 1 })}>
                    <Icon name="close" size={16} />
                  </button>
                </li>
              ))}
            </Previews>
          ) : (
            <Muted style={{ marginTop: 6, fontSize: '0.875rem' }}>{t('feedback.screenshotsOptional')}</Muted>
          )}
        </div>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 20 }}>
          <Button type="button" $variant="ghost" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t('feedback.sending') : t('feedback.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
