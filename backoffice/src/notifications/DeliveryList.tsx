import { AutocompleteInput, ReferenceInput, useTranslate } from 'react-admin';
import { StaffList, joinLine } from '../components/StaffList';
import { useIsAdmin } from '../permissions';
import { channelAndStatusFilters, deliveryColumns } from './columns';
import { DeliveryStatusChip } from './fields';
import type { NotificationDelivery } from './types';

/** The columns the API can sort by, offered as a menu where there are no column headers. */
const SORTABLE_FIELDS = ['id', 'createdAt', 'status'];

/** Whose deliveries, found by name, e-mail or username (the users list's own search). */
const deliveryFilters = (isPhone: boolean) => [
  <ReferenceInput key="userId" source="userId" reference="users" alwaysOn={!isPhone}>
    <AutocompleteInput optionText="username" sx={{ width: 220 }} />
  </ReferenceInput>,
  ...channelAndStatusFilters(!isPhone),
];

/**
 * Every user's deliveries, newest first: what was sent to whom, on which channel, and how it
 * went. Read-only: a row opens the delivery; admins resend a failed one from its row or page.
 */
export const DeliveryList = () => {
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  return (
    <StaffList<NotificationDelivery>
      filters={deliveryFilters}
      sortable={SORTABLE_FIELDS}
      open="show"
      phone={{
        primaryText: (delivery) => delivery.title,
        secondaryText: (delivery) =>
          joinLine(
            translate(`backoffice.notification-deliveries.channels.${delivery.channel}`),
            delivery.address,
            delivery.lastError,
          ),
        tertiaryText: (delivery) => <DeliveryStatusChip status={delivery.status} />,
        // The status chip at full strength, not faded like a tertiary text.
        sx: { '& .RaSimpleList-tertiary': { opacity: 1 } },
      }}
    >
      {deliveryColumns({ withUser: true, isAdmin })}
    </StaffList>
  );
};
