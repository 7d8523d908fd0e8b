import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError, Button, Card, emit, ErrorText, Label, Muted, TextArea } from '@app/shared';
import { fetchIsRatingAvailable, saveVideoRating } from '../../../lib/api';
import { useAsync } from '../../../lib/useAsync';

const Stars = styled.fieldset`
  border: 0; padding: 0; margin: 0 0 12px; display: flex; gap: 4px;
  legend { font-weight: 600; margin-bottom: 4px; padding: 0; }
  label { cursor: pointer; font-size: 1.75rem; line-height: 1; padding: 6px; border-radius: 8px; color: ${({ theme }) => theme.color.textMuted}; }
  label.on { color: #b45309; }
  input { position: absolute; opacity: 0; width: 1px; height: 1px; }
  input:focus-visible + span { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; border-radius: 4px; }
`;

/** Rate a video once (1-5 stars and an optional review). */
export function RatingPanel({ idOfflineVideoCourse }: { idOfflineVideoCourse: number }) {
  const { t } = useTranslation('learning');
  const given = useAsync<boolean | null>((signal) => fetchIsRatingAvailable(idOfflineVideoCourse, { signal, skipErrorToast: true }), [idOfflineVideoCourse]);
  const [rating, setRating] = useState(0);
  const [review, setReview] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState('');
  const reviewId = useId();
  const name = useId();

  if (given.status === 'loading') return null;
  const already = done || given.data === true;

  const submit = async () => {
    if (!rating) {
      setError(t('rating.pickStars'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const res = await saveVideoRating({ idOfflineVideoCourse, rating, review: review.trim() }, { skipErrorToast: true });
      setDone(true);
      emit('toast/show', { message: res.message || t('rating.thanks'), kind: 'success' });
    } catch (e) {
      const msg = e instanceof ApiError && e.message ? e.message : t('common.tryAgain');
      if (e instanceof ApiError && /already given/i.test(e.message)) setDone(true);
      setError(msg);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="rating-title" data-testid="rating-panel">
      <h3 id="rating-title" style={{ margin: '0 0 8px', fontSize: '1rem' }}>
        {t('rating.title')}
      </h3>
      {already ? (
        <Muted role="status">{t('rating.thanks')}</Muted>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stars>
            <legend>{t('rating.stars')}</legend>
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className={n <= rating ? 'on' : undefined}>
                <input type="radio" name={name} value={n} checked={rating === n} onChange={() => setRating(n)} aria-label={t('rating.nStars', { count: n })} />
                <span aria-hidden="true">★</span>
              </label>
            ))}
          </Stars>
          <Label htmlFor={reviewId}>{t('rating.review')}</Label>
          <TextArea id={reviewId} value={review} maxLength={500} onChange={(e) => setReview(e.target.value)} />
          {error ? <ErrorText role="alert">{error}</ErrorText> : null}
          <Button type="submit" disabled={busy} style={{ marginTop: 12 }}>
            {t('rating.submit')}
          </Button>
        </form>
      )}
    </Card>
  );
}
