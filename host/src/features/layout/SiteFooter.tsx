import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { emit, getAppConfig, Icon, media } from '@app/shared';
import { AboutButton } from '../about/AboutButton';

const Foot = styled.footer<{ $clearFloating: boolean }>`
  padding: 16px 20px; font-size: 0.875rem; color: ${({ theme }) => theme.color.textMuted};
  border-top: 1px solid ${({ theme }) => theme.color.border}; background: ${({ theme }) => theme.color.surface};
  display: flex; flex-wrap: wrap; align-items: center; gap: 12px 20px; justify-content: space-between;
  a { color: ${({ theme }) => theme.color.primary}; }
  .group { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; }
  .support { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 6px; }
  .nowrap { white-space: nowrap; }
  button.feedback {
    display: inline-flex; align-items: center; gap: 8px; min-height: 44px; padding: 0 14px; border-radius: 10px; cursor: pointer; font: inherit; font-weight: 600;
    border: 1px solid ${({ theme }) => theme.color.primary}; background: transparent; color: ${({ theme }) => theme.color.primary};
  }
  /* Phones: the dashboard's floating buttons (assistant, feedback) sit at the bottom right; keep the footer's text clear of them. */
  ${media.mobile} { padding-right: ${({ $clearFloating }) => ($clearFloating ? '84px' : '20px')}; }
`;

/** Footer: feedback form (dashboard), toll-free support numbers, support e-mail, links, version 4.6.0. */
export function SiteFooter({ withFeedback = false }: { withFeedback?: boolean }) {
  const { t } = useTranslation('host');
  const cfg = getAppConfig();
  return (
    <Foot $clearFloating={withFeedback}>
      <div className="group">
        {withFeedback ? (
          <button type="button" className="feedback" onClick={() => emit('feedback/open', {})} data-testid="footer-feedback">
            <Icon name="feedback" size={18} />
            {t('feedback.open')}
          </button>
        ) : null}
        <span className="support">
          <Icon name="phone" size={16} />
          <span className="nowrap">{t('footer.tollFree')}</span>
          <span>
            {cfg.supportPhones.map((p, i) => (
              <span key={p}>
                {i > 0 ? ', ' : ''}
                <a className="nowrap" href={`tel:${p.replace(/[^\d+]/g, '')}`}>{p}</a>
              </span>
            ))}
          </span>
        </span>
        <span className="support">
          <Icon name="mail" size={16} />
          <a href={`mailto:${cfg.supportEmail}`}>{cfg.supportEmail}</a>
        </span>
      </div>
      <div className="group">
        <a href={cfg.termsUrl}>{t('footer.terms')}</a>
        <a href={cfg.privacyUrl}>{t('footer.privacy')}</a>
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        <span data-testid="app-version">{t('footer.version', { version: cfg.appVersion })}</span>
        <AboutButton />
      </div>
    </Foot>
  );
}
