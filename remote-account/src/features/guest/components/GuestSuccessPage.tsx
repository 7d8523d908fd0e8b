import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { Button, Muted, PageTitle, Stack, paths, sessionAtom } from '@app/shared';
import { FormCard } from '../../../components/fields';

/** /guest/success: the guest account is ready (no plan chosen). */
export default function GuestSuccessPage() {
  const { t } = useTranslation('account');
  const session = useAtomValue(sessionAtom);
  const trial = !!session?.subscriptionFlag?.trialFlag || !!session?.subscriptionFlag?.subscribedFlag;
  return (
    <FormCard>
      <PageTitle>{t('guest.successTitle', { name: session?.firstName ?? '' })}</PageTitle>
      <Stack>
        <Muted role="status">{t('guest.successText')}</Muted>
        {trial ? <Muted>{t('guest.trialActive')}</Muted> : null}
        <Button as={Link} to={session?.validFlag ? paths.root() : paths.guestUpdateProfile()} style={{ textDecoration: 'none' }}>
          {t('guest.completeProfile')}
        </Button>
      </Stack>
    </FormCard>
  );
}
