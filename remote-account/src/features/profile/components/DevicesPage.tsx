import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, EmptyState, ErrorText, PageTitle, SectionTitle, Spinner, Stack, formatLongDateTime, media, type ApiError } from '@app/shared';
import { errorMessage } from '../../../lib/useSubmit';
import { browserName, fetchDevicesHistory, fetchLoggedInDevices, locationText, type DeviceHistoryItem, type LoggedInDevice } from '../api/profile';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: left; padding: 8px; border-bottom: 1px solid ${({ theme }) => theme.color.border}; vertical-align: top; }
  th { font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.color.textMuted}; }
  /* Phones: one block per sign-in, each value under its column name (the roles keep the table for screen readers). */
  ${media.mobile} {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    tr { display: block; padding: 8px 0; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
    td { display: grid; grid-template-columns: 7.5em 1fr; gap: 8px; padding: 4px 0; border: 0; }
    td::before { content: attr(data-label); font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.color.textMuted}; font-weight: 600; }
  }
`;
const Scroll = styled.div`overflow-x: auto;`;

type Load<T> = { state: 'loading' } | { state: 'ok'; items: T[] } | { state: 'error'; message: string };

/** "No Devices History found" (500) is an empty history, not a failure. */
const isEmptyAnswer = (e: unknown) => /no devices history found/i.test((e as ApiError)?.message ?? '');

/** /profile/devices: where the student is logged in now, and the device sign-in history. */
export default function DevicesPage() {
  const { t, i18n } = useTranslation('account');
  const [devices, setDevices] = useState<Load<LoggedInDevice>>({ state: 'loading' });
  const [history, setHistory] = useState<Load<DeviceHistoryItem>>({ state: 'loading' });

  useEffect(() => {
    let alive = true;
    fetchLoggedInDevices()
      .then((items) => alive && setDevices({ state: 'ok', items: Array.isArray(items) ? items : [] }))
      .catch((e) => alive && setDevices({ state: 'error', message: errorMessage(e, t) }));
    fetchDevicesHistory()
      .then((items) => alive && setHistory({ state: 'ok', items: Array.isArray(items) ? items : [] }))
      .catch((e) => alive && setHistory(isEmptyAnswer(e) ? { state: 'ok', items: [] } : { state: 'error', message: errorMessage(e, t) }));
    return () => {
      alive = false;
    };
  }, [t]);

  const when = (s: string) => {
    try {
      return formatLongDateTime(s, i18n.language);
    } catch {
      return s;
    }
  };

  return (
    <Stack $gap={4}>
      <PageTitle>{t('devices.pageTitle')}</PageTitle>
      <Card>
        <SectionTitle style={{ marginTop: 0 }}>{t('devices.current')}</SectionTitle>
        {devices.state === 'loading' ? <Spinner label={t('common.loading')} /> : null}
        {devices.state === 'error' ? <ErrorText role="alert">{devices.message}</ErrorText> : null}
        {devices.state === 'ok' && !devices.items.length ? <EmptyState title={t('devices.none')} /> : null}
        {devices.state === 'ok' && devices.items.length ? (
          <Scroll tabIndex={0} role="region" aria-label={t('devices.current')}>
            <Table role="table">
              <caption className="visually-hidden">{t('devices.current')}</caption>
              <thead>
                <tr role="row"><th scope="col" role="columnheader">{t('devices.type')}</th><th scope="col" role="columnheader">{t('devices.name')}</th><th scope="col" role="columnheader">{t('devices.location')}</th><th scope="col" role="columnheader">{t('devices.lastLogin')}</th></tr>
              </thead>
              <tbody>
                {devices.items.map((d) => (
                  <tr key={String(d.idUserActivity)} role="row">
                    <td role="cell" data-label={t('devices.type')}>{t(`devices.types.${d.deviceType}`, { defaultValue: d.deviceType })}</td>
                    <td role="cell" data-label={t('devices.name')}>{browserName(d.deviceName) || d.deviceName || '—'}</td>
                    <td role="cell" data-label={t('devices.location')}>{locationText(d.location) || '—'}</td>
                    <td role="cell" data-label={t('devices.lastLogin')}>{when(d.lastLogin)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        ) : null}
      </Card>
      <Card>
        <SectionTitle style={{ marginTop: 0 }}>{t('devices.history')}</SectionTitle>
        {history.state === 'loading' ? <Spinner label={t('common.loading')} /> : null}
        {history.state === 'error' ? <ErrorText role="alert">{history.message}</ErrorText> : null}
        {history.state === 'ok' && !history.items.length ? <EmptyState title={t('devices.noHistory')} /> : null}
        {history.state === 'ok' && history.items.length ? (
          <Scroll tabIndex={0} role="region" aria-label={t('devices.history')}>
            <Table role="table">
              <caption className="visually-hidden">{t('devices.history')}</caption>
              <thead>
                <tr role="row"><th scope="col" role="columnheader">{t('devices.type')}</th><th scope="col" role="columnheader">{t('devices.browser')}</th><th scope="col" role="columnheader">{t('devices.location')}</th><th scope="col" role="columnheader">{t('devices.signedIn')}</th></tr>
              </thead>
              <tbody>
                {history.items.map((h, i) => (
                  <tr key={`${h.lastLoginTime}-${i}`} role="row">
                    <td role="cell" data-label={t('devices.type')}>{t(`devices.types.${h.deviceType}`, { defaultValue: h.deviceType })}</td>
                    <td role="cell" data-label={t('devices.browser')}>{browserName(h.userAgent) || '—'}</td>
                    <td role="cell" data-label={t('devices.location')}>{locationText(h.deviceLocation) || '—'}</td>
                    <td role="cell" data-label={t('devices.signedIn')}>{when(h.lastLoginTime)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        ) : null}
      </Card>
    </Stack>
  );
}
