import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { generalErrorText } from '../../forms/server-errors';
import { useT } from '../../i18n/use-t';
import { useCouponQuote } from '../billing-api';
import { useFormat } from '../../i18n/format';
import { isCouponError } from '../payment-errors';
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
