import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError, Badge, buildPath, Card, emit, EmptyState, Muted, PageTitle, userTypeAtom } from '@app/shared';
import { ErrorPanel, ProgressBar, SkeletonBlock, toPct } from '../../../components/ui';
import { useProfileIds } from '../../../hooks/useProfile';
import { contentPath } from '../../../lib/links';
import { clearContinueWatchBackUrl, rememberSubject } from '../../../lib/storage';
import { chaptersOf, isExtraCurricular, useQuizAvailability, useSubjectInfo } from '../hooks/useSubjectInfo';
import type { StreamingSubjectChapter } from '../../../lib/types';
import { LockIcon } from '../../../components/LockIcon';

const ChapterList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
  a.action {
    display: inline-flex; align-items: center; min-height: 40px; padding: 0 14px; border-radius: 10px; font-weight: 600;
    border: 1px solid ${({ theme }) => theme.color.primary}; text-decoration: none;
  }
  a.action.primary { background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.onPrimary}; }
`;

/** /subject/{subType}/{idSubject}/{id}: chapters with progress, lock state and the way into quizzes. */
export default function SubjectPage() {
  const { t } = useTranslation('learning');
  const params = useParams();
  const subType = params.subType ?? 'academic';
  const idSubject = Number(params.idSubject);
  const routeId = Number(params.id);
  const profile = useProfileIds();
  const userType = useAtomValue(userTypeAtom);
  const info = useSubjectInfo(subType, idSubject, profile);

  useEffect(() => {
    if (Number.isFinite(idSubject)) rememberSubject(subType, idSubject);
  }, [subType, idSubject]);

  const chapters = chaptersOf(info.data);
  const idProduct = info.data?.idProduct ?? (routeId > 0 ? routeId : undefined);
  const idStudentSubscription = info.data?.idStudentSubscription ?? -1;
  const quizAvailable = useQuizAvailability(chapters, idStudentSubscription);

  if (!Number.isFinite(idSubject)) return <EmptyState title={t('subject.notFound')} />;
  if (info.status === 'loading' && !info.data) {
    return (
      <div role="status" aria-live="polite" data-testid="skeleton">
        <span className="visually-hidden">{t('common.loading')}</span>
        <div aria-hidden="true" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <SkeletonBlock $h={32} $w="60%" />
          <SkeletonBlock $h={90} />
          <SkeletonBlock $h={90} />
          <SkeletonBlock $h={90} />
        </div>
      </div>
    );
  }
  if (info.status === 'error') {
    return <ErrorPanel message={info.error instanceof ApiError ? info.error.message : undefined} onRetry={info.reload} />;
  }
  const data = info.data!;
  const overall = toPct(data.percentageCompletion);
  return (
    <div data-testid="subject-page">
      <PageTitle as="h2">{data.subjectName}</PageTitle>
      <Card style={{ marginBottom: 16 }}>
        {!isExtraCurricular(subType) && (data.classStandardName || data.syllabusName) ? (
          <Muted>{t('subject.classLine', { className: data.classStandardName ?? '-', syllabus: data.syllabusName ?? '-' })}</Muted>
        ) : null}
        <p style={{ margin: '8px 0 4px' }}>{t('subject.percentComplete', { pct: Math.round(overall) })}</p>
        <ProgressBar value={overall} label={t('subject.progressOf', { name: data.subjectName })} />
      </Card>
      <h3 id="chapters-title" style={{ fontSize: '1.125rem' }}>
        {t('subject.chapters')}
      </h3>
      {chapters.length ? (
        <ChapterList aria-labelledby="chapters-title">
          {chapters.map((c, i) => (
            <ChapterItem
              key={c.chapter.idSubjectChapter}
              index={i + 1}
              item={c}
              subType={subType}
              idSubject={idSubject}
              idProduct={idProduct}
              idStudentSubscription={idStudentSubscription}
              quizAvailable={quizAvailable(c)}
              basic={userType === 'basic'}
            />
          ))}
        </ChapterList>
      ) : (
        <EmptyState title={t('subject.noChapters')} />
      )}
    </div>
  );
}

function ChapterItem({
  index,
  item,
  subType,
  idSubject,
  idProduct,
  idStudentSubscription,
  quizAvailable,
  basic,
}: {
  index: number;
  item: StreamingSubjectChapter;
  subType: string;
  idSubject: number;
  idProduct?: number;
  idStudentSubscription: number;
  quizAvailable: boolean;
  basic: boolean;
}) {
  const { t } = useTranslation('learning');
  const ch = item.chapter;
  const pct = toPct(item.completionPercentage);
  const locked = !item.accessAllowed;
  const titleId = `chapter-${ch.idSubjectChapter}`;
  const to = contentPath({ idSubjectChapter: ch.idSubjectChapter, idSubject, sub: idStudentSubscription, subType });
  return (
    <li>
      <Card as="article" aria-labelledby={titleId} data-testid={`chapter-${ch.idSubjectChapter}`}>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
          <h4 id={titleId} style={{ margin: 0, fontSize: '1rem' }}>
            {t('subject.chapterN', { n: index })}: {ch.chapterName}
          </h4>
          {locked ? (
            <Badge $tone="muted" data-testid="locked">
              <LockIcon />
              {basic ? t('common.premium') : t('subject.locked')}
            </Badge>
          ) : pct >= 100 ? (
            <Badge $tone="success">{t('content.completed')}</Badge>
          ) : null}
        </div>
        <div style={{ marginTop: 8 }}>
          <ProgressBar value={pct} label={t('subject.chapterProgress', { name: ch.chapterName })} />
          <Muted style={{ fontSize: '0.875rem', marginTop: 4 }}>{t('subject.percentComplete', { pct: Math.round(pct) })}</Muted>
        </div>
        {locked ? <Muted style={{ marginTop: 4 }}>{t(basic ? 'subject.lockedHintBasic' : 'subject.lockedHint')}</Muted> : null}
        <Row>
          <Link
            className="action primary"
            to={to}
            aria-describedby={titleId}
            onClick={(e) => {
              if (!locked) clearContinueWatchBackUrl();
              if (locked && basic) {
                e.preventDefault();
                emit('premium/required', { source: 'subject-chapter' });
              } else if (locked) {
                e.preventDefault();
              }
            }}
            aria-disabled={locked && !basic ? true : undefined}
          >
            {t('subject.watch')}
          </Link>
          {!locked && idProduct && quizAvailable ? (
            <Link className="action" to={buildPath('chapterQuiz', { idProduct, idSubject, idSubjectChapter: ch.idSubjectChapter })} aria-describedby={titleId} data-testid="chapter-quiz-link">
              {t('subject.chapterQuiz')}
            </Link>
          ) : null}
          {!locked && idProduct ? (
            <Link className="action" to={buildPath('examPrep', { idProduct, idSubject, idSubjectChapter: ch.idSubjectChapter })} aria-describedby={titleId}>
              {t('subject.examPrep')}
            </Link>
          ) : null}
          {!locked && !quizAvailable ? <Muted style={{ fontSize: '0.875rem' }}>{t('subject.noQuiz')}</Muted> : null}
        </Row>
      </Card>
    </li>
  );
}
