import { useTranslation } from 'react-i18next';
import { Card, Muted } from '@app/shared';
import type { PlayItem } from '../hooks/useChapterContent';

/** The video's notes (description, teacher notes, PDF) and its question and answer. */
export function NotesQA({ item }: { item: PlayItem }) {
  const { t } = useTranslation('learning');
  const hasNotes = !!(item.notes || item.description || item.pdfURL || item.noteURL);
  return (
    <>
      <Card aria-labelledby="notes-title" data-testid="notes">
        <h3 id="notes-title" style={{ margin: '0 0 8px', fontSize: '1rem' }}>
          {t('content.notes')}
        </h3>
        {hasNotes ? (
          <>
            {item.description ? <p style={{ marginTop: 0 }}>{item.description}</p> : null}
            {item.notes
              ? item.notes
                  .split(/\n{2,}/)
                  .filter(Boolean)
                  .map((para, i) => <p key={i}>{para}</p>)
              : null}
            <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
              {item.pdfURL ? (
                <a href={item.pdfURL} target="_blank" rel="noopener noreferrer">
                  {t('content.pdf')}
                </a>
              ) : null}
              {item.noteURL ? (
                <a href={item.noteURL} target="_blank" rel="noopener noreferrer">
                  {t('content.teacherNotes')}
                </a>
              ) : null}
            </div>
          </>
        ) : (
          <Muted>{t('content.noNotes')}</Muted>
        )}
      </Card>
      <Card aria-labelledby="qa-title" data-testid="qa" style={{ marginTop: 16 }}>
        <h3 id="qa-title" style={{ margin: '0 0 8px', fontSize: '1rem' }}>
          {t('content.qa')}
        </h3>
        {item.question ? (
          <details>
            <summary style={{ cursor: 'pointer', fontWeight: 600, minHeight: 32 }}>{item.question}</summary>
            <p>{item.answer ?? ''}</p>
          </details>
        ) : (
          <Muted>{t('content.noQa')}</Muted>
        )}
      </Card>
    </>
  );
}
