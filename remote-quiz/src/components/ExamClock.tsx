import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@app/shared';

/**
 * The exam-prep clock: time used against the suggested duration, counted from when the
 * attempt started (kept with the attempt, so a reload does not reset it). Practice only:
 * the set is never cut off.
 */
export function ExamClock({ startedAt, minutes }: { startedAt: string; minutes: number }) {
  const { t } = useTranslation('quiz');
  const elapsed = () => Math.max(0, Math.floor((Date.now() - Date.parse(startedAt)) / 1000));
  const [used, setUsed] = useState(elapsed);
  useEffect(() => {
    const id = setInterval(() => setUsed(elapsed()), 1000);
    return () => clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startedAt]);
  const over = used > minutes * 60;
  return (
    <p data-testid="exam-clock" style={{ fontWeight: 600, margin: '0 0 12px' }}>
      <span role="timer" aria-label={t('exam.timeUsed')}>
        {t('exam.timeUsedOf', { used: formatDuration(used), total: formatDuration(minutes * 60) })}
      </span>
      {over ? <span data-testid="exam-overtime"> · {t('exam.overtime')}</span> : null}
    </p>
  );
}
