import type { ReactElement } from 'react';
import { Alert } from '@mui/material';
import {
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  minValue,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CURRENCY_CHOICES, DISCOUNT_TYPE_CHOICES, couponInUse, type Coupon } from './types';

// Only presence and sign are checked here: the server owns the rules and its messages land on
// each input.
const requiredValue = required();
const notNegative = [required(), minValue(0)];

/** Heads an edit: how often the coupon was used, and whether it can still be deleted. */
const UsageNotice = () => {
  const coupon = useRecordContext<Coupon>();
  const translate = useTranslate();
  if (!coupon) return null;
  const used = couponInUse(coupon);
  return (
    <Alert severity={used ? 'warning' : 'info'} sx={{ mb: 2, width: '100%' }}>
      {translate(`backoffice.coupons.notice.${used ? 'used' : 'unused'}`, {
        smart_count: coupon.usedCount,
        limit: coupon.usageLimit,
      })}
    </Alert>
  );
};

/**
 * The fields of a coupon, for both creating and editing one. The use count is never an input:
 * checkouts count it. A fixed discount asks for its currency; a percentage has none.
 */
export const CouponForm = ({
  notice = false,
  toolbar,
  defaultValues,
}: {
  notice?: boolean;
  toolbar?: ReactElement;
  defaultValues?: Partial<Coupon>;
}) => (
  <SimpleForm sx={{ maxWidth: 560 }} toolbar={toolbar} defaultValues={defaultValues}>
    {notice ? <UsageNotice /> : null}
    <TextInput
      source="code"
      validate={requiredValue}
      autoComplete="off"
      helperText="backoffice.coupons.help.code"
    />
    <TextInput source="description" autoComplete="off" multiline />
    <SelectInput source="discountType" choices={DISCOUNT_TYPE_CHOICES} validate={requiredValue} />
    <FormDataConsumer<Coupon>>
      {({ formData }) =>
        formData.discountType === 'fixed' ? (
          <>
            <NumberInput
              source="amount"
              min={0}
              step={0.01}
              validate={notNegative}
              helperText="backoffice.coupons.help.fixedAmount"
            />
            <SelectInput
              source="currency"
              choices={CURRENCY_CHOICES}
              validate={requiredValue}
              helperText="backoffice.coupons.help.currency"
            />
          </>
        ) : (
          <NumberInput
            source="amount"
            min={0}
            step={1}
            validate={notNegative}
            helperText="backoffice.coupons.help.percentage"
          />
        )
      }
    </FormDataConsumer>
    <NumberInput
      source="minOrder"
      min={0}
      step={0.01}
      validate={notNegative}
      helperText="backoffice.coupons.help.minOrder"
    />
    <NumberInput
      source="usageLimit"
      min={0}
      step={1}
      validate={notNegative}
      helperText="backoffice.coupons.help.usageLimit"
    />
    <BooleanInput source="enabled" helperText="backoffice.coupons.help.enabled" />
  </SimpleForm>
);
