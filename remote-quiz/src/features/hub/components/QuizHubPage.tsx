import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, Card, EmptyState, Grid, Muted, PageTitle, SectionTitle, Spinner, buildPath, formatDuration } from '@app/shared';
import { quizApi } from '../../../lib/api';
import { messageOf } from '../../../lib/errors';
import { formatPercent } from '../../../lib/score';
import type { QuizHub } from '../../../lib/types';

const ChapterRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;
const Links = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(3)};
  flex-wrap: wrap;
  a { font-weight: 600; }
`;

/** /quiz: chapter quizzes, subject quizzes, exam prep, the vocational and the challenger test. */
export default function QuizHubPage() {
  const { t } = useTranslation('quiz');
  const [hub, setHub] = useState<QuizHub | null>(null);
  const [error, setError] = useState('');
  const [n, setN] = useState(0);

  useEffect(() => {
    let alive = true;
    setError('');
    quizApi
      .hub()
      .then((h) => alive && setHub(h))
      .catch((e) => alive && setError(messageOf(e) || t('common.loadFailed')));
    return () => {
      alive = false;
    };
  }, [n, t]);

  return (
    <section aria-labelledby="quiz-hub-title" data-testid="quiz-hub">
      <PageTitle id="quiz-hub-title">{t('hub.title')}</PageTitle>
      {error ? (
        <Card role="alert">
          <p style={{ marginTop: 0 }}>{error}</p>
          <Button type="button" onClick={() => setN((x) => x + 1)}>
            {t('common.tryAgain')}
          </Button>
        </Card>
      ) : !hub ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <Grid $min="260px">
            {hub.challenger.map((c) => (
              <Card key={`c-${c.idQuiz}`}>
                <h2 style={{ marginTop: 0, fontSize: '1.125rem' }}>{c.quizName}</h2>
                <Muted>{t('hub.challenger.description')}</Muted>
                <p>
                  {t('exam.questions')}: {c.questionCount} · {t('exam.duration')}: {formatDuration(c.durationSeconds ?? 0)}
                </p>
                <Link to={buildPath('challengerTest', { idProduct: c.idProduct })} data-testid="hub-challenger-link">
                  {t('challenger.start')}
                </Link>
              </Card>
            ))}
            {hub.vct.map((v) => (
              <Card key={`v-${v.idQuiz}`}>
                <h2 style={{ marginTop: 0, fontSize: '1.125rem' }}>{v.quizName}</h2>
                <Muted>{t('hub.vocational.description')}</Muted>
                <p>
                  {t('exam.questions')}: {v.questionCount} · {t('exam.totalMarks')}: {v.totalMarks}
                </p>
                <Links>
                  <Link to={buildPath('vocationalTest', { idProduct: v.idProduct })}>{v.taken ? t('vct.viewTest') : t('vct.take')}</Link>
                  <Link to={buildPath('vocationalReport', { idProduct: v.idProduct })}>{t('vct.reportLink')}</Link>
                </Links>
              </Card>
            ))}
          </Grid>
          <SectionTitle>{t('hub.subjects')}</SectionTitle>
          {hub.subjects.length === 0 ? <EmptyState title={t('common.noQuestions')} /> : null}
          <Grid $min="300px">
            {hub.subjects.map((s) => (
              <Card key={s.idSubject} aria-labelledby={`subj-${s.idSubject}`}>
                <h3 id={`subj-${s.idSubject}`} style={{ marginTop: 0 }}>
                  {s.subjectName}
                </h3>
                {s.subjectQuizQuestions > 0 ? (
                  <p style={{ marginTop: 0 }}>
                    <Link to={buildPath('subjectQuiz', { idProduct: s.idProduct, idSubject: s.idSubject })}>{t('subjectQuiz.take')}</Link>
                  </p>
                ) : null}
                <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {s.chapters.map((c) => (
                    <ChapterRow key={c.idSubjectChapter}>
                      <span>
                        {c.chapterName}{' '}
                        {c.bestScore !== null ? <Badge $tone="success">{formatPercent(c.bestScore)}</Badge> : null}
                      </span>
                      <Links>
                        {c.questionCount > 0 ? (
                          <Link
                            to={buildPath('chapterQuiz', { idProduct: s.idProduct, idSubject: s.idSubject, idSubjectChapter: c.idSubjectChapter })}
                            aria-label={`${t('chapterQuiz.title')}: ${c.chapterName}`}
                            data-testid={`hub-chapter-${c.idSubjectChapter}`}
                          >
                            {t('chapterQuiz.short')}
                          </Link>
                        ) : null}
                        {c.examPrepCount > 0 ? (
                          <Link
                            to={buildPath('examPrep', { idProduct: s.idProduct, idSubject: s.idSubject, idSubjectChapter: c.idSubjectChapter })}
                            aria-label={`${t('examPrep.title')}: ${c.chapterName}`}
                          >
                            {t('examPrep.short')}
                          </Link>
                        ) : null}
                      </Links>
                    </ChapterRow>
                  ))}
                </ul>
              </Card>
            ))}
          </Grid>
        </>
      )}
    </section>
  );
}
