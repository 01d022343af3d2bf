import { FunctionField, SelectField, TextField, useLocaleState, useTranslate } from 'react-admin';
import { EnabledField } from '../components/EnabledField';
import { AdminCreateButton } from '../components/ListActions';
import { LocaleDateField } from '../components/LocaleDateField';
import { StaffList, joinLine } from '../components/StaffList';
import { searchFilter, yesNoFilter } from '../components/filters';
import { DeleteIfUnusedButton } from '../components/Usage';
import { useIsAdmin } from '../permissions';
import { formatMoney } from '../plans/types';
import { DISCOUNT_TYPE_CHOICES, couponUsage, formatDiscount, type Coupon } from './types';

/** The columns the API can sort by, offered as a menu where there are no column headers. */
const SORTABLE_FIELDS = ['id', 'code', 'amount', 'usedCount', 'usageLimit', 'createdAt'];

const couponFilters = (isPhone: boolean) => [
  searchFilter(),
  yesNoFilter({ source: 'enabled', any: 'backoffice.billing.anyValue', alwaysOn: !isPhone }),
];

/**
 * Every coupon with its discount and how often it was used. Admins open a row to edit it and
 * may delete the ones nobody used; support staff only read.
 */
export const CouponList = () => {
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const usage = (coupon: Coupon) =>
    translate('backoffice.coupons.usage', {
      used: coupon.usedCount,
      limit: coupon.usageLimit,
    });
  return (
    <StaffList<Coupon>
      filters={couponFilters}
      sortable={SORTABLE_FIELDS}
      toolbar={<AdminCreateButton />}
      open={isAdmin ? 'edit' : false}
      phone={{
        primaryText: (coupon) => `${coupon.code} · ${formatDiscount(coupon, locale)}`,
        secondaryText: (coupon) => coupon.description,
        tertiaryText: (coupon) =>
          joinLine(
            `${translate('resources.coupons.fields.usage')}: ${usage(coupon)}`,
            coupon.enabled ? null : translate('backoffice.billing.status.disabled'),
          ),
      }}
    >
      <TextField source="id" />
      <TextField source="code" />
      <TextField source="description" sortable={false} />
      <SelectField source="discountType" choices={DISCOUNT_TYPE_CHOICES} sortable={false} />
      <FunctionField<Coupon>
        source="amount"
        label="resources.coupons.fields.discount"
        textAlign="right"
        render={(coupon) => formatDiscount(coupon, locale)}
      />
      <FunctionField<Coupon>
        source="minOrder"
        sortable={false}
        textAlign="right"
        render={(coupon) => {
          if (coupon.minOrder <= 0) return '—';
          // A percentage's minimum is in the currency of whichever plan it is used on.
          return coupon.currency
            ? formatMoney(coupon.minOrder, coupon.currency, locale)
            : String(coupon.minOrder);
        }}
      />
      <FunctionField<Coupon>
        source="usedCount"
        label="resources.coupons.fields.usage"
        textAlign="right"
        sx={{ whiteSpace: 'nowrap' }}
        render={usage}
      />
      <EnabledField label="resources.coupons.fields.status" />
      <LocaleDateField source="createdAt" />
      {isAdmin ? <DeleteIfUnusedButton<Coupon> compact usage={couponUsage} /> : null}
    </StaffList>
  );
};
