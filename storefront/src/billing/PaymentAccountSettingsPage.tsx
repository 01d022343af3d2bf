import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LinkIcon from '@mui/icons-material/Link';
import { useState } from 'react';
import { FEE_BPS_PREMIUM, FEE_BPS_STANDARD } from '../../../common/constants';
import { FormAlert } from '../forms/FormAlert';
import { ConfirmDeleteDialog } from '../forms/ConfirmDeleteDialog';
import { generalErrorText } from '../forms/server-errors';
import { useLanguage } from '../i18n/use-language';
import { useT } from '../i18n/use-t';
import { useRegion } from '../routing/use-region';
import { SettingsLayout } from '../settings/SettingsLayout';
import { BillingQueryState } from './BillingQueryState';
import {
  usePaymentAccount,
  useRefreshPaymentAccount,
  useStartPaymentAccountLink,
} from './billing-api';
import type { LinkedPaymentAccount } from './billing-api';
import { useFormat } from '../i18n/format';
import { rememberLinkStart } from './link-region';
import { BillingCard } from './BillingCard';

function Linked({ account, onUnlink }: { account: LinkedPaymentAccount; onUnlink: () => void }) {
  const t = useT();
  const { date } = useFormat();
  return (
    <BillingCard data-testid="payment-account-linked">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <CheckCircleIcon color="success" aria-hidden />
        <Typography variant="h3" component="h3" sx={{ flex: '1 1 200px' }}>
          {t('billing.paymentAccount.linkedTitle')}
        </Typography>
        {!account.liveMode && (
          <Chip size="small" variant="outlined" label={t('billing.paymentAccount.testMode')} />
        )}
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          mb: 3,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr)' },
          columnGap: 3,
          rowGap: { xs: 0, sm: 0.75 },
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 600, overflowWrap: 'break-word' },
        }}
      >
        <dt>{t('billing.paymentAccount.mpUser')}</dt>
        <dd data-testid="payment-account-user">{account.mercadoPagoUserId}</dd>
        <dt>{t('billing.paymentAccount.country')}</dt>
        <dd>{t(`preferences.regions.${account.region}`)}</dd>
        <dt>{t('billing.paymentAccount.linkedAt')}</dt>
        <dd>{date(account.linkedAt)}</dd>
      </Box>
      <Button color="error" variant="outlined" onClick={onUnlink}>
        {t('billing.paymentAccount.unlink')}
      </Button>
    </BillingCard>
  );
}

function NotLinked() {
  const t = useT();
  const region = useRegion();
  const { language } = useLanguage();
  const start = useStartPaymentAccountLink();
  // Busy from the click until the browser has left for Mercado Pago.
  const leaving = start.isPending || start.isSuccess;
  return (
    <BillingCard data-testid="payment-account-unlinked">
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {t('billing.paymentAccount.notLinked')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('billing.paymentAccount.linkHelp', { country: t(`preferences.regions.${region}`) })}
      </Typography>
      {start.isError && <FormAlert>{generalErrorText(start.error, t)}</FormAlert>}
      <Button
        variant="contained"
        size="large"
        startIcon={<LinkIcon aria-hidden />}
        loading={leaving}
        disabled={leaving}
        aria-busy={leaving}
        onClick={() =>
          start.mutate(region, {
            onSuccess: ({ url }) => {
              rememberLinkStart({ region, language });
              window.location.assign(url);
            },
          })
        }
        data-testid="link-payment-account"
      >
        {t('billing.paymentAccount.link')}
      </Button>
    </BillingCard>
  );
}

/** `cuenta/cobros`: the Mercado Pago account a prosker is paid into. */
export default function PaymentAccountSettingsPage() {
  const t = useT();
  const { percent } = useFormat();
  const refreshAccount = useRefreshPaymentAccount();
  const account = usePaymentAccount();
  const [unlinking, setUnlinking] = useState(false);
  const [unlinked, setUnlinked] = useState(false);

  return (
    <SettingsLayout title={t('billing.paymentAccount.title')}>
      <div data-testid="payment-settings-page">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('billing.paymentAccount.intro')}
        </Typography>
        <Alert severity="info" sx={{ mb: 3 }} data-testid="payment-account-notice">
          {t('billing.paymentAccount.requiredNotice')}
        </Alert>
        {unlinked && (
          <FormAlert severity="success">{t('billing.paymentAccount.unlinked')}</FormAlert>
        )}
        <BillingQueryState
          query={account}
          section="paymentAccount"
          loading={<Skeleton variant="rounded" height={160} />}
        >
          {(data) =>
            data.linked ? (
              <Linked
                account={data}
                onUnlink={() => {
                  setUnlinked(false);
                  setUnlinking(true);
                }}
              />
            ) : (
              <NotLinked />
            )
          }
        </BillingQueryState>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {t('billing.paymentAccount.privacy')}{' '}
          {t('billing.history.feeNote', {
            premium: percent(FEE_BPS_PREMIUM),
            standard: percent(FEE_BPS_STANDARD),
          })}
        </Typography>
      </div>
      {unlinking && (
        <ConfirmDeleteDialog
          path="/user/payment-account"
          title={t('billing.paymentAccount.unlinkTitle')}
          text={t('billing.paymentAccount.unlinkText')}
          confirmLabel={t('billing.paymentAccount.unlinkConfirm')}
          onClose={() => setUnlinking(false)}
          onDeleted={async () => {
            setUnlinked(true);
            await refreshAccount();
          }}
        />
      )}
    </SettingsLayout>
  );
}
