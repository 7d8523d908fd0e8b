import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtom, useAtomValue } from 'jotai';
import { Button, Card, Dialog, Muted, SectionTitle, Stack, sessionAtom, subscriptionRequestPendingAtom } from '@app/shared';
import { FormAlert } from '../../../components/fields';
import { useSubmit } from '../../../lib/useSubmit';
import { fetchSubscriptionRequestPending, saveSubscriptionRequest } from '../api/plans';

/**
 * The premium dialog's subscription request: the team calls the student back. Hidden while
 * a request is pending; on success the 'Subscription Request' dialog thanks the student.
 */
export function SubscriptionRequestCard() {
  const { t } = useTranslation('account');
  const session = useAtomValue(sessionAtom);
  const [pending, setPending] = useAtom(subscriptionRequestPendingAtom);
  const [thanks, setThanks] = useState('');
  const { busy, error, run } = useSubmit();

  useEffect(() => {
    fetchSubscriptionRequestPending()
      .then((p) => setPending(!!p))
      .catch(() => undefined);
  }, [setPending]);

  if (!session) return null;
  return (
    <Card>
      <SectionTitle style={{ marginTop: 0 }}>{t('request.title')}</SectionTitle>
      {pending && !thanks ? (
        <Muted role="status">{t('request.pending')}</Muted>
      ) : (
        <Stack>
          <Muted>{t('request.intro')}</Muted>
          <FormAlert message={error} />
          {!pending ? (
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  const message = await saveSubscriptionRequest({ name: session.firstName, mobileNumber: session.mobileNumber, vlUserId: session.userSurId, source: 'web', status: '' });
                  setPending(true);
                  setThanks(message || t('request.thanks'));
                })
              }
            >
              {t('request.button')}
            </Button>
          ) : null}
        </Stack>
      )}
      <Dialog open={!!thanks} title={t('request.dialogTitle')} onClose={() => setThanks('')}>
        <Stack>
          <p style={{ margin: 0 }}>{t('request.thanks')}</p>
          {thanks && thanks !== t('request.thanks') ? <Muted>{thanks}</Muted> : null}
          <Button type="button" onClick={() => setThanks('')}>{t('common.close')}</Button>
        </Stack>
      </Dialog>
    </Card>
  );
}
