import { useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Badge, Button, CONTRACT_VERSION, Dialog, getAppConfig, SUPPORTED_CONTRACT_MAJORS, type Registry, type RemoteId } from '@app/shared';
import { registryAtom } from '../../app/host-atoms';
import { fallbackByScope } from '../../remotes/fallbacks';
import { loadRemoteApp } from '../../remotes/load-remote-app';
import { aboutRows } from './about-info';
import { useAboutTranslation } from './AboutButton';

const List = styled.ul`
  list-style: none; margin: 12px 0 0; padding: 0; display: grid; gap: 10px;
  li { border: 1px solid ${({ theme }) => theme.color.border}; border-radius: 10px; padding: 10px 12px; }
  h3 { margin: 0 0 6px; font-size: 1rem; display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
  dl { margin: 0; display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; font-size: 0.875rem; }
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
`;
const Facts = styled.p`
  margin: 0; font-size: 0.875rem; line-height: 1.6;
`;
const Notice = styled.div`
  margin-top: 12px; padding: 10px 12px; border-radius: 10px; font-size: 0.875rem;
  background: ${({ theme }) => theme.color.surfaceAlt}; border: 1px solid ${({ theme }) => theme.color.primary};
  display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between;
`;

/** Remotes mounted on the page behind the dialog (RemoteRoute/RemoteSlot set data-remote). */
function remotesOnPage(): Set<string> {
  return new Set(Array.from(document.querySelectorAll<HTMLElement>('[data-remote]')).map((el) => el.dataset.remote ?? ''));
}

/**
 * Versions of every part of the app, for release managers and support: the host, the
 * remote contract, and per remote the version in use (after any runtime fallback), the
 * registry's current and previous versions and the contract version.
 */
export default function AboutPanel({ onClose }: { onClose: () => void }) {
  const { t } = useAboutTranslation();
  const boot = useAtomValue(registryAtom);
  const [live, setLive] = useState<Registry | null>(null);
  const onPage = useMemo(remotesOnPage, []);
  // The version each mounted remote's code reports (its build). Only remotes already on the
  // page: their load is cached, so opening the panel never downloads another remote.
  const [builds, setBuilds] = useState<Partial<Record<RemoteId, string>>>({});
  useEffect(() => {
    let alive = true;
    for (const id of onPage) {
      loadRemoteApp(id as RemoteId).then(
        (app) => alive && setBuilds((b) => ({ ...b, [id]: app.version })),
        () => undefined,
      );
    }
    return () => {
      alive = false;
    };
  }, [onPage]);
  useEffect(() => {
    let alive = true;
    fetch('/remotes.json', { cache: 'no-cache' })
      .then((r) => (r.ok ? (r.json() as Promise<Registry>) : null))
      .then((reg) => alive && setLive(reg))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  const rows = aboutRows(boot, fallbackByScope, live);
  const newer = rows.filter((r) => r.newer).map((r) => `${t(`remote.${r.remote}`)} ${r.newer}`);
  const dash = t('none');
  return (
    <Dialog open title={t('title')} onClose={onClose}>
      {/* First in the panel: focus lands here on open, so the panel opens scrolled to the top. */}
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: -8, marginBottom: 4 }}>
        <Button type="button" $variant="secondary" $size="sm" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
      <Facts>
        <span data-testid="about-app-version">{t('appVersion', { version: getAppConfig().appVersion })}</span>
        <br />
        <span data-testid="about-host-version">{t('host', { version: __APP_VERSION__ })}</span>
        <br />
        <span data-testid="about-contract">{t('contract', { version: CONTRACT_VERSION, majors: SUPPORTED_CONTRACT_MAJORS.join(', ') })}</span>
      </Facts>
      {newer.length ? (
        <Notice role="status" data-testid="about-newer">
          <span>{t('newer', { remotes: newer.join(', ') })}</span>
          <Button type="button" $size="sm" onClick={() => location.reload()}>
            {t('reload')}
          </Button>
        </Notice>
      ) : null}
      <List aria-label={t('caption')}>
        {rows.map((r) => (
          <li key={r.remote} data-testid={`about-${r.remote}`}>
            <h3>
              {t(`remote.${r.remote}`)}
              {onPage.has(r.remote) ? <Badge $tone="primary">{t('onPage')}</Badge> : null}
              {r.fellBack ? <Badge $tone="warning" data-testid={`about-${r.remote}-fallback`}>{t('fallback')}</Badge> : null}
            </h3>
            <dl>
              <dt>{t('col.inUse')}</dt>
              <dd data-testid={`about-${r.remote}-in-use`}>{r.inUse ?? t('notDeployed')}</dd>
              {builds[r.remote] ? (
                <>
                  <dt>{t('col.build')}</dt>
                  <dd data-testid={`about-${r.remote}-build`}>{builds[r.remote]}</dd>
                </>
              ) : null}
              <dt>{t('col.current')}</dt>
              <dd data-testid={`about-${r.remote}-current`}>{r.current ?? t('notDeployed')}</dd>
              <dt>{t('col.previous')}</dt>
              <dd data-testid={`about-${r.remote}-previous`}>{r.previous ?? dash}</dd>
              <dt>{t('col.contract')}</dt>
              <dd>{r.contractVersion ?? dash}</dd>
            </dl>
          </li>
        ))}
      </List>
    </Dialog>
  );
}
