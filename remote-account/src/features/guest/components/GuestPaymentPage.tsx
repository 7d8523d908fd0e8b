import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { Button, Muted, PageTitle, Stack, buildPath, paths, sessionAtom } from '@app/shared';
import { Checkout } from '../../../components/Checkout';
import { FormCard, FormInfo } from '../../../components/fields';
import { readPaymentParams, type StudentOrder } from '../../../lib/payment';

/** /guest/payment: pays the plan chosen at signup (payment params from local storage). */
export default function GuestPaymentPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const [params] = useState(readPaymentParams);
  const [paid, setPaid] = useState<StudentOrder | null>(null);
  const next = session?.validFlag ? paths.root() : paths.guestUpdateProfile();

  if (paid) {
    return (
      <FormCard>
        <PageTitle>{t('payment.successTitle')}</PageTitle>
        <Stack>
          <FormInfo message={t('payment.success', { plan: `${paid.productName} · ${paid.durationName}` })} />
          <Button type="button" onClick={() => navigate(next, { replace: true })}>{t('common.continue')}</Button>
        </Stack>
      </FormCard>
    );
  }

  return (
    <FormCard>
      <PageTitle>{t('payment.title')}</PageTitle>
      {params ? (
        <Stack>
          <Checkout params={params} returnTo={buildPath('guestPayment')} onPaid={setPaid} />
          <Muted><Link to={next}>{t('payment.payLater')}</Link></Muted>
        </Stack>
      ) : (
        <Stack>
          <Muted>{t('payment.nothingToPay')}</Muted>
          <Link to={next}>{t('common.continue')}</Link>
        </Stack>
      )}
    </FormCard>
  );
}
