import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { ApiError } from '../api/api-client';
import { usePageTitle } from '../app/use-page-title';
import { FormAlert } from '../forms/FormAlert';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { noticeState } from '../layout/notices';
import { RouteLink } from '../routing/RouteLink';
import { NotFoundPage } from '../routing/pages';
import { useRegion } from '../routing/use-region';
import { useCheckout, useCouponQuote, useQuote, useSubscription } from './billing-api';
import type { Quote, Subscription } from './billing-api';
import { CardPaymentForm } from './CardPaymentForm';
import { useFormat } from './format';
import { isCouponError, paymentFailureHelp } from './payment-errors';
import { CheckoutLayout, PayTodayRow } from './CheckoutLayout';

interface AppliedCoupon {
  code: string;
  quote: Quote;
}

/** One line of the summary: a term and its amount, the amount aligned to the end. */
function SummaryRow({
  term,
  children,
  strong = false,
  testId,
}: {
  term: ReactNode;
  children: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.75,
        fontWeight: strong ? 700 : 400,
        fontSize: strong ? '1.1rem' : undefined,
      }}
    >
      <Box component="dt" sx={{ color: strong ? 'text.primary' : 'text.secondary' }}>
        {term}
      </Box>
      <Box
        component="dd"
        sx={{ m: 0, textAlign: 'end', whiteSpace: 'nowrap' }}
        data-testid={testId}
      >
        {children}
      </Box>
    </Box>
  );
}

/** The coupon field: Apply asks the server for a quote with it; its refusal shows under it. */
function CouponForm({
  subscriptionId,
  applied,
  onApplied,
  onRemoved,
  checkoutError,
}: {
  subscriptionId: number;
  applied: AppliedCoupon | null;
  onApplied: (coupon: AppliedCoupon) => void;
  onRemoved: () => void;
  checkoutError: unknown;
}) {
  const t = useT();
  const { money } = useFormat();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const couponQuote = useCouponQuote(subscriptionId);
  const fieldId = useId();

  if (applied) {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip
          color="success"
          icon={<LocalOfferOutlinedIcon aria-hidden />}
          label={applied.code}
          data-testid="applied-coupon"
        />
        <Typography variant="body2" role="status" sx={{ flex: 1, minWidth: 160 }}>
          {t('billing.checkout.couponApplied', {
            amount: money(applied.quote.discount, applied.quote.currency),
          })}
        </Typography>
        <Button
          size="small"
          onClick={() => {
            couponQuote.reset();
            onRemoved();
          }}
        >
          {t('billing.checkout.couponRemove')}
        </Button>
      </Box>
    );
  }

  const refused = couponQuote.error ?? (isCouponError(checkoutError) ? checkoutError : null);
  const errorText = missing
    ? t('billing.checkout.couponRequired')
    : refused
      ? generalErrorText(refused, t)
      : undefined;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const wanted = code.trim().toUpperCase();
    setMissing(wanted === '');
    if (wanted === '' || couponQuote.isPending) return;
    couponQuote.mutate(wanted, {
      onSuccess: (quote) => {
        onApplied({ code: wanted, quote });
        setCode('');
      },
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={apply}
      aria-label={t('billing.checkout.coupon')}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        id={fieldId}
        label={t('billing.checkout.coupon')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setMissing(false);
          if (couponQuote.isError) couponQuote.reset();
        }}
        error={errorText !== undefined}
        helperText={errorText}
        size="small"
        fullWidth
        autoComplete="off"
        slotProps={{
          htmlInput: {
            'aria-invalid': errorText !== undefined,
            maxLength: 40,
            autoCapitalize: 'characters',
            'data-testid': 'coupon-field',
          },
        }}
      />
      <Button
        type="submit"
        variant="outlined"
        loading={couponQuote.isPending}
        disabled={couponQuote.isPending}
        sx={{ flexShrink: 0, height: 40 }}
      >
        {t('billing.checkout.couponApply')}
      </Button>
    </Box>
  );
}

function Summary({
  subscription,
  quote,
  applied,
  coupon,
}: {
  subscription: Subscription;
  quote: Quote | undefined;
  applied: AppliedCoupon | null;
  coupon: ReactNode;
}) {
  const t = useT();
  const { money, date } = useFormat();
  const titleId = useId();
  const { plan } = subscription;
  const shown = applied?.quote ?? quote;
  const perPeriod = t(`billing.perPeriod.${plan.period}`);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
      data-testid="checkout-summary"
    >
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('billing.checkout.summaryTitle')}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <SummaryRow term={t('billing.checkout.plan')}>
          <span data-testid="summary-plan">{plan.name}</span>
        </SummaryRow>
        <SummaryRow term={t('billing.checkout.period')}>
          {t(`billing.periods.${plan.period}`)}
        </SummaryRow>
        <SummaryRow term={t('billing.checkout.price')} testId="summary-price">
          {money(shown?.price ?? plan.price, plan.currency)}
        </SummaryRow>
        {applied && shown && shown.discount > 0 && (
          <SummaryRow
            term={t('billing.checkout.discount', { code: applied.code })}
            testId="summary-discount"
          >
            − {money(shown.discount, shown.currency)}
          </SummaryRow>
        )}
        <Divider sx={{ my: 1 }} />
        <SummaryRow term={t('billing.checkout.total', { perPeriod })} strong testId="summary-total">
          {shown ? money(shown.total, shown.currency) : <Skeleton width={80} />}
        </SummaryRow>
      </Box>
      {shown ? (
        <Alert
          severity={shown.trial ? 'success' : 'info'}
          sx={{ mt: 2 }}
          data-testid="summary-charge-note"
        >
          {shown.trial
            ? t('billing.checkout.trialNote', {
                days: shown.trialDays,
                amount: money(shown.total, shown.currency),
                date: date(shown.firstChargeDate),
              })
            : t('billing.checkout.noTrialNote', {
                amount: money(shown.total, shown.currency),
                perPeriod,
              })}{' '}
          {t('billing.checkout.renewNote', { perPeriod })}
        </Alert>
      ) : (
        <Skeleton variant="rounded" height={72} sx={{ mt: 2 }} />
      )}
      <Box sx={{ mt: 3 }}>{coupon}</Box>
    </Paper>
  );
}

function CheckoutSkeleton() {
  const t = useT();
  return (
    <Box
      aria-busy="true"
      aria-label={t('billing.checkout.loading')}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Skeleton variant="rounded" height={220} />
      <Skeleton variant="rounded" height={360} />
    </Box>
  );
}

function Checkout({ id }: { id: number }) {
  const t = useT();
  const { money } = useFormat();
  const region = useRegion();
  const navigate = useNavigate();
  const subscription = useSubscription(id);
  const pending = subscription.data?.status === 'pending';
  const quote = useQuote(id, pending);
  const checkout = useCheckout(id);
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [processing, setProcessing] = useState(false);

  if (subscription.isError && subscription.error instanceof ApiError) {
    if (subscription.error.status === 404) return <NotFoundPage />;
  }
  if (subscription.isError) {
    return (
      <FormAlert
        action={
          <Button color="inherit" size="small" onClick={() => void subscription.refetch()}>
            {t('billing.retry')}
          </Button>
        }
      >
        {t('billing.checkout.loadFailed')} {generalErrorText(subscription.error, t)}
      </FormAlert>
    );
  }
  if (!subscription.data) return <CheckoutSkeleton />;

  const data = subscription.data;
  if (data.status !== 'pending') {
    return (
      <Alert severity="info" data-testid="checkout-not-pending">
        {t('billing.checkout.notPending')}{' '}
        <Link component={RouteLink} to="mySubscription">
          {t('billing.checkout.toMySubscription')}
        </Link>
      </Alert>
    );
  }

  const shown = applied?.quote ?? quote.data;
  const chargedToday = shown ? (shown.trial ? 0 : shown.total) : null;
  const failure = checkout.error;
  const help = paymentFailureHelp(failure);

  const pay = async ({ cardToken }: { cardToken: string }) => {
    setProcessing(false);
    const paid = await checkout.mutateAsync({ cardToken, couponCode: applied?.code });
    if (paid.status === 'active' || paid.status === 'paused') {
      navigate(pathFor('mySubscription', region), { state: noticeState('subscribed') });
    } else {
      setProcessing(true);
    }
  };

  const errorNode =
    failure && !isCouponError(failure) ? (
      <FormAlert data-testid="payment-error">
        <strong>{generalErrorText(failure, t)}</strong>
        {help && <Box sx={{ mt: 0.5 }}>{t(help)}</Box>}
        <Box sx={{ mt: 0.5 }}>{t('billing.checkout.stillPending')}</Box>
      </FormAlert>
    ) : failure ? (
      <FormAlert data-testid="payment-error">{generalErrorText(failure, t)}</FormAlert>
    ) : processing ? (
      <FormAlert severity="info" data-testid="payment-processing">
        {t('billing.statusDetail.pending_contingency')}
      </FormAlert>
    ) : null;

  return (
    <CheckoutLayout
      summary={
        <>
          <Summary
            subscription={data}
            quote={quote.data}
            applied={applied}
            coupon={
              <CouponForm
                subscriptionId={id}
                applied={applied}
                onApplied={(coupon) => {
                  checkout.reset();
                  setApplied(coupon);
                }}
                onRemoved={() => setApplied(null)}
                checkoutError={failure}
              />
            }
          />
          {quote.isError && (
            <FormAlert sx={{ mt: 2 }}>{generalErrorText(quote.error, t)}</FormAlert>
          )}
        </>
      }
    >
      <CardPaymentForm
        region={data.plan.region}
        amount={shown?.total ?? data.plan.price}
        currency={data.currency}
        installmentsMode="single"
        submitLabel={
          shown?.trial
            ? t('billing.checkout.confirmTrial')
            : t('billing.checkout.pay', { amount: money(shown?.total ?? 0, data.currency) })
        }
        disabled={!shown}
        summary={
          chargedToday !== null && (
            <PayTodayRow
              label={t('billing.checkout.today')}
              amount={money(chargedToday, data.currency)}
            />
          )
        }
        error={errorNode}
        onPay={pay}
      />
    </CheckoutLayout>
  );
}

/** `pago-de-suscripcion/{id}`: the summary of a pending subscription, a coupon and the card. */
export default function SubscriptionCheckoutPage() {
  const t = useT();
  usePageTitle(t('billing.checkout.title'));
  const { subscriptionId } = useParams();
  const id = Number(subscriptionId);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="checkout-page">
      <Link component={RouteLink} to="subscriptionPlans" sx={{ display: 'inline-block', mb: 2 }}>
        {t('billing.checkout.back')}
      </Link>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        {t('billing.checkout.title')}
      </Typography>
      <Checkout id={id} />
    </Container>
  );
}
