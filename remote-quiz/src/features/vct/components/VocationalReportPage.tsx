import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, EmptyState, PageTitle, SectionTitle, Spinner, buildPath } from '@app/shared';
import { WaitNotice } from '../../../components/WaitNotice';
import { quizApi } from '../../../lib/api';
import { messageOf, statusOf } from '../../../lib/errors';
import { formatPercent } from '../../../lib/score';
import type { VctResultAndRanking, VctSubjectReview } from '../../../lib/types';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: left; padding: 8px; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
  th { font-weight: 600; }
`;
const TableWrap = styled.div`
  overflow-x: auto;
`;

type View =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'wait'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; ranking: VctResultAndRanking; subjects: VctSubjectReview[] };

/** /quiz/vocational/:idProduct/report: result and ranking, and the subject-wise review. */
export default function VocationalReportPage() {
  const { t } = useTranslation('quiz');
  const { idProduct = '' } = useParams();
  const valid = /^\d{1,9}$/.test(idProduct);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [n, setN] = useState(0);

  useEffect(() => {
    if (!valid) return;
    let alive = true;
    setView({ kind: 'loading' });
    (async () => {
      try {
        const exists = await quizApi.vctReportExists(idProduct);
        if (!exists) return alive && setView({ kind: 'none' });
        const [ranking, subjects] = await Promise.all([quizApi.vctResultAndRanking(idProduct), quizApi.vctSubjectReview(idProduct)]);
        if (alive) setView({ kind: 'ready', ranking, subjects });
      } catch (e) {
        if (!alive) return;
        if (statusOf(e) === 425) setView({ kind: 'wait', message: messageOf(e) });
        else setView({ kind: 'error', message: messageOf(e) || t('common.loadFailed') });
      }
    })();
    return () => {
      alive = false;
    };
  }, [idProduct, valid, n, t]);

  if (!valid) return <EmptyState title={t('common.badLink')} />;
  return (
    <section aria-labelledby="vct-report-title" data-testid="vct-report">
      <PageTitle id="vct-report-title">{t('vct.reportTitle')}</PageTitle>
      {view.kind === 'loading' ? <Spinner label={t('common.loading')} /> : null}
      {view.kind === 'none' ? (
        <Card>
          <p style={{ marginTop: 0 }}>{t('vct.noReport')}</p>
          <Link to={buildPath('vocationalTest', { idProduct })}>{t('vct.take')}</Link>
        </Card>
      ) : null}
      {view.kind === 'wait' ? <WaitNotice message={view.message} tone="success" /> : null}
      {view.kind === 'error' ? (
        <Card role="alert">
          <p style={{ marginTop: 0 }}>{view.message}</p>
          <Button type="button" onClick={() => setN((x) => x + 1)}>
            {t('common.tryAgain')}
          </Button>
        </Card>
      ) : null}
      {view.kind === 'ready' ? (
        <>
          <Card>
            <p style={{ margin: 0, fontSize: '1.25rem', fontWeight: 700 }} data-testid="vct-ranking">
              {t('vct.ranking', { rank: view.ranking.globalRanking })}
            </p>
            {view.ranking.totalParticipants ? <p style={{ marginBottom: 0 }}>{t('vct.participants', { count: view.ranking.totalParticipants })}</p> : null}
            {view.ranking.totalMarks !== undefined ? (
              <p style={{ marginBottom: 0 }}>
                {t('exam.totalMarks')}: {view.ranking.totalScoredMarks} / {view.ranking.totalMarks} · {t('exam.percentage')}: {formatPercent(view.ranking.percentage)}
              </p>
            ) : null}
          </Card>
          <SectionTitle>{t('vct.subjectReview')}</SectionTitle>
          <TableWrap>
            <Table data-testid="vct-subjects">
              <thead>
                <tr>
                  <th scope="col">{t('vct.subject')}</th>
                  <th scope="col">{t('exam.questions')}</th>
                  <th scope="col">{t('vct.correct')}</th>
                  <th scope="col">{t('exam.totalMarks')}</th>
                  <th scope="col">{t('exam.percentage')}</th>
                </tr>
              </thead>
              <tbody>
                {view.subjects.map((s) => (
                  <tr key={`${s.idSubject}-${s.subjectName}`}>
                    <th scope="row">{s.subjectName}</th>
                    <td>{s.totalQuestions}</td>
                    <td>{s.correctAnswers}</td>
                    <td>
                      {s.scoredMarks} / {s.totalMarks}
                    </td>
                    <td>{formatPercent(s.percentage)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
          <p style={{ marginTop: 16 }}>
            <Link to={buildPath('quizReview', { kind: 'vct', id: idProduct })}>{t('review')}</Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
