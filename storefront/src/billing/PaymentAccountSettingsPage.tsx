import CheckCircleIcon from 'plain-icon:CheckCircle';
import LinkIcon from 'plain-icon:Link';
import { useState } from 'react';
import { FEE_BPS_PREMIUM, FEE_BPS_STANDARD } from '../../../common/constants';
import { FormAlert } from '../forms/FormAlert';
import { ConfirmDeleteDialog } from '../forms/ConfirmDeleteDialog';
import { generalErrorText } from '../forms/server-errors';
import { useLanguage } from '../i18n/use-language';
import { useT } from '../i18n/use-t';
import { useRegion } from '../navigation/use-region';
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
import { Alert, Button, Chip, Skeleton, Surface, Text } from '../ui';
import styles from './PaymentAccountSettingsPage.module.css';

function Linked({ account, onUnlink }: { account: LinkedPaymentAccount; onUnlink: () => void }) {
  const t = useT();
  const { date } = useFormat();
  return (
    <Surface padded data-testid="payment-account-linked">
      <div className={styles.head}>
        <CheckCircleIcon className={styles.linkedIcon} />
        <Text variant="h3" className={styles.headTitle}>
          {t('billing.paymentAccount.linkedTitle')}
        </Text>
        {!account.liveMode && <Chip size="small">{t('billing.paymentAccount.testMode')}</Chip>}
      </div>
      <dl className={styles.facts}>
        <dt>{t('billing.paymentAccount.mpUser')}</dt>
        <dd data-testid="payment-account-user">{account.mercadoPagoUserId}</dd>
        <dt>{t('billing.paymentAccount.country')}</dt>
        <dd>{t(`preferences.regions.${account.region}`)}</dd>
        <dt>{t('billing.paymentAccount.linkedAt')}</dt>
        <dd>{date(account.linkedAt)}</dd>
      </dl>
      <Button tone="error" variant="outlined" onClick={onUnlink}>
        {t('billing.paymentAccount.unlink')}
      </Button>
    </Surface>
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
    <Surface padded data-testid="payment-account-unlinked">
      <Text variant="h3" className={styles.title}>
        {t('billing.paymentAccount.notLinked')}
      </Text>
      <Text tone="secondary" className={styles.help}>
        {t('billing.paymentAccount.linkHelp', { country: t(`preferences.regions.${region}`) })}
      </Text>
      {start.isError && <FormAlert>{generalErrorText(start.error, t)}</FormAlert>}
      <Button
        variant="contained"
        size="large"
        startIcon={<LinkIcon />}
        loading={leaving}
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
    </Surface>
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
        <Text tone="secondary" className={styles.intro}>
          {t('billing.paymentAccount.intro')}
        </Text>
        <Alert severity="info" className={styles.notice} data-testid="payment-account-notice">
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
        <Text variant="body2" tone="secondary" className={styles.footnote}>
          {t('billing.paymentAccount.privacy')}{' '}
          {t('billing.history.feeNote', {
            premium: percent(FEE_BPS_PREMIUM),
            standard: percent(FEE_BPS_STANDARD),
          })}
        </Text>
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
