import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, Dialog, emit, ErrorText, Label, Select, Stack, TextArea } from '@app/shared';
import { fetchIssueCategories, saveTicket } from '../../../lib/api';
import type { IssueCategory } from '../../../lib/types';
import { useAsync } from '../../../lib/useAsync';

/** The server's message when no category is chosen (kept exact). */
export const SELECT_CATEGORY = 'Please select category';

/** Report a problem with a video: a ticket with an issue category and a comment. */
export function ReportIssueDialog({ open, onClose, idSubjectChapter, videoEnLink }: { open: boolean; onClose: () => void; idSubjectChapter: number; videoEnLink: string }) {
  const { t } = useTranslation('learning');
  const cats = useAsync<IssueCategory[]>((signal) => fetchIssueCategories({ signal }), [open], { enabled: open, empty: [] });
  const [category, setCategory] = useState('');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const catId = useId();
  const commentId = useId();
  const errId = useId();

  const submit = async () => {
    if (!category) {
      setError(t('report.selectCategory'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const res = await saveTicket(
        { idSubjectChapter, videoEnLink, idIssueCategory: Number(category), comment: comment.trim(), status: 'OPEN' },
        { skipErrorToast: true },
      );
      emit('toast/show', { message: res.message || t('report.sent'), kind: 'success' });
      setCategory('');
      setComment('');
      onClose();
    } catch (e) {
      // Ticket failures are rethrown by the store; the dialog keeps what was typed.
      setError(e instanceof ApiError && e.message ? e.message : t('common.tryAgain'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} title={t('report.title')} onClose={onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack $gap={3}>
          <div>
            <Label htmlFor={catId}>{t('report.category')}</Label>
            <Select id={catId} value={category} onChange={(e) => setCategory(e.target.value)} aria-invalid={!!error && !category} aria-describedby={error ? errId : undefined} required>
              <option value="">{t('report.chooseCategory')}</option>
              {(cats.data ?? []).map((c) => (
                <option key={c.idIssueCategory} value={c.idIssueCategory}>
                  {c.issueCategory}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor={commentId}>{t('report.comment')}</Label>
            <TextArea id={commentId} value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} />
          </div>
          {error ? (
            <ErrorText id={errId} role="alert">
              {error}
            </ErrorText>
          ) : null}
          <Stack $row $gap={2} $wrap>
            <Button type="submit" disabled={busy}>
              {t('report.submit')}
            </Button>
            <Button type="button" $variant="ghost" onClick={onClose}>
              {t('common.cancel')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Dialog>
  );
}
