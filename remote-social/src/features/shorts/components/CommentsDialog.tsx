import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, ErrorText, Label, Muted, Select, Spinner, Stack, TextArea, formatShortDate } from '@app/shared';
import { SocialIcon } from '../../common/icons';
import { isEmptyAnswer } from '../../common/empty';
import { COMMENT_MAX_LENGTH, REPORT_REASONS, shortsApi, type ReportReason, type SocialVideo, type SocialVideoComment } from '../api/shortsApi';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  max-height: 40vh;
  overflow-y: auto;
`;
const Item = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  padding-bottom: ${({ theme }) => theme.space(2)};
  p.text {
    margin: ${({ theme }) => theme.space(1)} 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  strong { color: ${({ theme }) => theme.color.text}; }
`;
const Counter = styled.span<{ $over: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $over }) => ($over ? theme.color.danger : theme.color.textMuted)};
`;

/** The comment text must be non-empty once trimmed and at most COMMENT_MAX_LENGTH characters. */
export function commentProblem(text: string): 'empty' | 'tooLong' | null {
  const s = text.trim();
  if (!s) return 'empty';
  if ([...s].length > COMMENT_MAX_LENGTH) return 'tooLong';
  return null;
}

function ReportForm({ comment, onDone, onCancel }: { comment: SocialVideoComment; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('social');
  const [reason, setReason] = useState<ReportReason>('abusive');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      await shortsApi.reportComment(comment.idSocialVideoComment, reason);
      onDone();
    } catch (err) {
      setError((err as Error).message || t('comments.reportFailed'));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} aria-label={t('comments.reportTitle')} data-testid="report-form">
      <Stack $gap={2}>
        <div>
          <Label htmlFor={id}>{t('comments.reportReason')}</Label>
          <Select id={id} value={reason} onChange={(e) => setReason(e.target.value as ReportReason)}>
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`comments.reasons.${r}`)}
              </option>
            ))}
          </Select>
        </div>
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
        <Stack $row $gap={2}>
          <Button type="submit" $variant="danger" $size="sm" disabled={busy}>
            {t('comments.sendReport')}
          </Button>
          <Button type="button" $variant="ghost" $size="sm" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/**
 * Comments of one short video: pages of 50, newest first, a bounded text box, and a report
 * button on other students' comments. Text is rendered as React text, never as HTML.
 */
export function CommentsDialog({ video, onClose, onPosted }: { video: SocialVideo; onClose: () => void; onPosted: (c: SocialVideoComment) => void }) {
  const { t, i18n } = useTranslation('social');
  const [items, setItems] = useState<SocialVideoComment[]>([]);
  const [page, setPage] = useState(0);
  const [last, setLast] = useState(true);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState(false);
  const [text, setText] = useState('');
  const [posting, setPosting] = useState(false);
  const [formError, setFormError] = useState('');
  const [reporting, setReporting] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const inputId = useId();
  const counterId = useId();

  const load = async (pageNumber: number) => {
    setLoading(true);
    setLoadError(false);
    try {
      const p = await shortsApi.comments(video.idSocialVideo, pageNumber);
      const content = p?.content ?? [];
      setItems((prev) => (pageNumber === 0 ? content : [...prev, ...content.filter((c) => !prev.some((x) => x.idSocialVideoComment === c.idSocialVideoComment))]));
      setLast(p ? p.last : true);
      setPage(pageNumber);
    } catch (e) {
      if (isEmptyAnswer(e)) {
        if (pageNumber === 0) setItems([]);
        setLast(true);
      } else setLoadError(true);
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    void load(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [video.idSocialVideo]);

  const length = [...text.trim()].length;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = commentProblem(text);
    if (problem) {
      setFormError(problem === 'empty' ? t('comments.empty') : t('comments.tooLong', { max: COMMENT_MAX_LENGTH }));
      return;
    }
    setPosting(true);
    setFormError('');
    try {
      const saved = await shortsApi.postComment(video.idSocialVideo, text.trim());
      setItems((prev) => [saved, ...prev]);
      setText('');
      setNotice(t('comments.posted'));
      onPosted(saved);
    } catch (err) {
      // Keep what the student typed; show why it failed.
      setFormError((err as Error).message || t('comments.postFailed'));
    } finally {
      setPosting(false);
    }
  };

  return (
    <Dialog open title={t('comments.title', { title: video.videoTitle })} onClose={onClose}>
      <Stack $gap={3} data-testid="comments-dialog">
        <p role="status" aria-live="polite" style={{ margin: 0, minHeight: '1em' }}>
          {notice}
        </p>
        {loading && items.length === 0 ? <Spinner label={t('common.loading')} /> : null}
        {loadError ? (
          <Stack $gap={2} $align="flex-start">
            <ErrorText role="alert">{t('common.loadFailed')}</ErrorText>
            <Button type="button" $variant="secondary" $size="sm" onClick={() => void load(page)}>
              {t('common.retry')}
            </Button>
          </Stack>
        ) : null}
        {!loading && !loadError && items.length === 0 ? <Muted>{t('comments.none')}</Muted> : null}
        {items.length > 0 ? (
          <List aria-label={t('comments.listLabel')} data-testid="comment-list">
            {items.map((c) => (
              <Item key={c.idSocialVideoComment} data-testid="comment">
                <Head>
                  <strong>{c.ownComment ? t('comments.you') : c.userName}</strong>
                  <span>{formatShortDate(c.createdAt, i18n.language)}</span>
                </Head>
                <p className="text">{c.comment}</p>
                {reporting === c.idSocialVideoComment ? (
                  <ReportForm
                    comment={c}
                    onCancel={() => setReporting(null)}
                    onDone={() => {
                      setReporting(null);
                      setItems((prev) => prev.filter((x) => x.idSocialVideoComment !== c.idSocialVideoComment));
                      setNotice(t('comments.reported'));
                    }}
                  />
                ) : !c.ownComment ? (
                  <Button type="button" $variant="ghost" $size="sm" onClick={() => setReporting(c.idSocialVideoComment)} aria-label={t('comments.reportBy', { name: c.userName })}>
                    <SocialIcon name="flag" size={16} />
                    {t('comments.report')}
                  </Button>
                ) : null}
              </Item>
            ))}
          </List>
        ) : null}
        {!last ? (
          <Button type="button" $variant="secondary" $size="sm" disabled={loading} onClick={() => void load(page + 1)}>
            {t('comments.more')}
          </Button>
        ) : null}

        <form onSubmit={submit} noValidate>
          <Stack $gap={2}>
            <Label htmlFor={inputId}>{t('comments.add')}</Label>
            <TextArea
              id={inputId}
              value={text}
              maxLength={COMMENT_MAX_LENGTH + 50}
              onChange={(e) => {
                setText(e.target.value);
                if (formError) setFormError('');
              }}
              aria-describedby={counterId}
              aria-invalid={!!formError || length > COMMENT_MAX_LENGTH}
              placeholder={t('comments.placeholder')}
              rows={3}
            />
            <Counter id={counterId} $over={length > COMMENT_MAX_LENGTH}>
              {t('comments.counter', { count: length, max: COMMENT_MAX_LENGTH })}
            </Counter>
            {formError ? <ErrorText role="alert">{formError}</ErrorText> : null}
            <Stack $row $gap={2}>
              <Button type="submit" disabled={posting || length === 0 || length > COMMENT_MAX_LENGTH} data-testid="post-comment">
                {t('comments.post')}
              </Button>
              <Button type="button" $variant="ghost" onClick={onClose}>
                {t('common.close')}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Stack>
    </Dialog>
  );
}
