import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared';
import { rememberSubject } from '../lib/storage';
import { CardTitle, LinkCard, ProgressBar, Thumb, toPct } from './ui';

export type SubType = 'academic' | 'extra-curricular';

/** A subject card linking to `/subject/{subType}/{idSubject}/{id}`. */
export function SubjectCardView({
  subType,
  idSubject,
  id,
  name,
  imageURL,
  color,
  percentage,
  description,
}: {
  subType: SubType;
  idSubject: number;
  id: number;
  name: string;
  imageURL?: string | null;
  color?: string | null;
  percentage?: number | string | null;
  description?: string | null;
}) {
  const { t } = useTranslation('learning');
  const pct = percentage == null ? null : toPct(percentage);
  return (
    <LinkCard as="article" data-testid={`subject-card-${idSubject}`}>
      <Thumb src={imageURL} color={color ?? '#1a56db'}>
        <span aria-hidden="true" style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: '#fff', fontWeight: 800, fontSize: '1.5rem', textShadow: '0 1px 2px rgba(0,0,0,0.5)' }}>
          {imageURL ? null : name.slice(0, 1).toUpperCase()}
        </span>
      </Thumb>
      <CardTitle>
        <Link className="card-link" to={paths.subject(subType, idSubject, id)} onClick={() => rememberSubject(subType, idSubject)}>
          {name}
        </Link>
      </CardTitle>
      {description ? <p style={{ margin: 0, fontSize: '0.875rem' }}>{description}</p> : null}
      {pct != null ? (
        <>
          <span style={{ fontSize: '0.875rem' }}>{t('subject.percentComplete', { pct: Math.round(pct) })}</span>
          <ProgressBar value={pct} label={t('subject.progressOf', { name })} />
        </>
      ) : null}
    </LinkCard>
  );
}
