import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import en from './locales/en.json';
import hi from './locales/hi.json';

const AboutPanel = lazy(() => import('./AboutPanel'));

/** The about panel's texts: a small namespace of its own, added to the page's i18next once. */
export function useAboutTranslation() {
  const { i18n } = useTranslation();
  for (const [lng, messages] of [['en', en], ['hi', hi]] as const) {
    if (!i18n.hasResourceBundle(lng, 'about')) i18n.addResourceBundle(lng, 'about', messages, true, true);
  }
  return useTranslation('about');
}

/**
 * A small footer button that opens the about panel (versions of the host and of every
 * remote, for release managers and support). The panel's code loads only when opened.
 */
export function AboutButton() {
  const { t } = useAboutTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('openLabel')}
        aria-haspopup="dialog"
        data-testid="footer-about"
        style={{ background: 'none', border: 0, padding: '12px 4px', margin: '-12px 0', color: 'inherit', font: 'inherit', textDecoration: 'underline', cursor: 'pointer' }}
      >
        {t('open')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AboutPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
