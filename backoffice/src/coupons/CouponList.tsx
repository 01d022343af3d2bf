import {
  Datagrid,
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  SimpleList,
  TextField,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import { useIsAdmin } from '../permissions';
import { DeleteIfUnusedButton } from '../components/DeleteIfUnusedButton';
import { EnabledField } from '../plans/EnabledField';
import { formatMoney } from '../plans/types';
import {
  DISCOUNT_TYPE_CHOICES,
  couponInUse,
  couponName,
  formatDiscount,
  type Coupon,
} from './types';
import {
  AdminCreateButton,
  ListActions,
  ListPagination,
  useIsPhone,
} from '../components/ListActions';

/** The columns the API can sort by, offered as a menu where there are no column headers. */
const SORTABLE_FIELDS = ['id', 'code', 'amount', 'usedCount', 'usageLimit', 'createdAt'];

const couponFilters = (isPhone: boolean) => [
  <SearchInput key="q" source="q" alwaysOn sx={{ width: { md: 240 } }} />,
  <NullableBooleanInput
    key="enabled"
    source="enabled"
    nullLabel="backoffice.billing.anyValue"
    alwaysOn={!isPhone}
    sx={{ minWidth: 140 }}
  />,
];

const CouponListActions = () => (
  <ListActions sortable={SORTABLE_FIELDS}>
    <AdminCreateButton />
  </ListActions>
);

/**
 * Every coupon with its discount and how often it was used. Admins open a row to edit it and
 * may delete the ones nobody used; support staff only read.
 */
export const CouponList = () => {
  const isPhone = useIsPhone();
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const usage = (coupon: Coupon) =>
    translate('backoffice.coupons.usage', {
      used: coupon.usedCount,
      limit: coupon.usageLimit,
    });
  return (
    <List<Coupon>
      filters={couponFilters(isPhone)}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      pagination={<ListPagination />}
      exporter={false}
      actions={<CouponListActions />}
    >
      {isPhone ? (
        <SimpleList<Coupon>
          primaryText={(coupon) => `${coupon.code} · ${formatDiscount(coupon, locale)}`}
          secondaryText={(coupon) => coupon.description}
          tertiaryText={(coupon) =>
            [
              `${translate('resources.coupons.fields.usage')}: ${usage(coupon)}`,
              coupon.enabled ? null : translate('backoffice.billing.status.disabled'),
            ]
              .filter(Boolean)
              .join(' · ')
          }
          linkType={isAdmin ? 'edit' : false}
        />
      ) : (
        <Datagrid
          rowClick={isAdmin ? 'edit' : false}
          bulkActionButtons={false}
          size="small"
          sx={{ '& .MuiTableCell-root': { px: 1 } }}
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
          {isAdmin ? (
            <DeleteIfUnusedButton<Coupon> compact inUse={couponInUse} name={couponName} />
          ) : null}
        </Datagrid>
      )}
    </List>
  );
};
