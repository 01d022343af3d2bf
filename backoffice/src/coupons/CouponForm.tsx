import { BooleanInput, FormDataConsumer, SelectInput, TextInput } from 'react-admin';
import { NotNegativeInput, RequiredTextInput, requiredValue } from '../components/inputs';
import { CURRENCY_CHOICES, DISCOUNT_TYPE_CHOICES, type Coupon } from './types';

/**
 * The fields of a coupon, for both creating and editing one. The use count is never an input:
 * checkouts count it. A fixed discount asks for its currency; a percentage has none.
 */
export const CouponInputs = () => (
  <>
    <RequiredTextInput source="code" helperText="backoffice.coupons.help.code" />
    <TextInput source="description" autoComplete="off" multiline />
    <SelectInput source="discountType" choices={DISCOUNT_TYPE_CHOICES} validate={requiredValue} />
    <FormDataConsumer<Coupon>>
      {({ formData }) =>
        formData.discountType === 'fixed' ? (
          <>
            <NotNegativeInput
              source="amount"
              step={0.01}
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
          <NotNegativeInput source="amount" helperText="backoffice.coupons.help.percentage" />
        )
      }
    </FormDataConsumer>
    <NotNegativeInput source="minOrder" step={0.01} helperText="backoffice.coupons.help.minOrder" />
    <NotNegativeInput source="usageLimit" helperText="backoffice.coupons.help.usageLimit" />
    <BooleanInput source="enabled" helperText="backoffice.coupons.help.enabled" />
  </>
);
