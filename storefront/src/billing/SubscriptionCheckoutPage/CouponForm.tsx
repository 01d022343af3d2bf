import LocalOfferOutlinedIcon from 'plain-icon:LocalOfferOutlined';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { generalErrorText } from '../../forms/server-errors';
import { useT } from '../../i18n/use-t';
import { useCouponQuote } from '../billing-api';
import { useFormat } from '../../i18n/format';
import { isCouponError } from '../payment-errors';
import { Button, Chip, Field, Text } from '../../ui';
import styles from './Checkout.module.css';
import type { AppliedCoupon } from './Summary';

/** The coupon field: Apply asks the server for a quote with it; its refusal shows under it. */
export function CouponForm({
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
      <div className={styles.applied}>
        <Chip variant="success" icon={<LocalOfferOutlinedIcon />} data-testid="applied-coupon">
          {applied.code}
        </Chip>
        <Text variant="body2" role="status" className={styles.appliedText}>
          {t('billing.checkout.couponApplied', {
            amount: money(applied.quote.discount, applied.quote.currency),
          })}
        </Text>
        <Button
          size="small"
          onClick={() => {
            couponQuote.reset();
            onRemoved();
          }}
        >
          {t('billing.checkout.couponRemove')}
        </Button>
      </div>
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
    <form
      noValidate
      onSubmit={apply}
      aria-label={t('billing.checkout.coupon')}
      className={styles.couponForm}
    >
      <Field
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
        className={styles.couponField}
        autoComplete="off"
        maxLength={40}
        autoCapitalize="characters"
        testId="coupon-field"
      />
      <Button
        type="submit"
        variant="outlined"
        loading={couponQuote.isPending}
        disabled={couponQuote.isPending}
        className={styles.couponApply}
      >
        {t('billing.checkout.couponApply')}
      </Button>
    </form>
  );
}
