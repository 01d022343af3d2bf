import { FunctionField, NumberField, ReferenceField, TextField } from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import { TwoLineCell } from '../components/StaffList';
import { choiceFilter } from '../components/filters';
import { ChannelField, DeliveryStatusField, LastErrorField } from './fields';
import { ResendButton } from './ResendButton';
import { CHANNEL_CHOICES, STATUS_CHOICES, type NotificationDelivery } from './types';

const ANY = 'backoffice.notification-deliveries.anyValue';

/** The channel and status filters, in view on every screen: they are what staff look for. */
export const channelAndStatusFilters = (alwaysOn = true) => [
  choiceFilter({ source: 'channel', choices: CHANNEL_CHOICES, any: ANY, alwaysOn }),
  choiceFilter({ source: 'status', choices: STATUS_CHOICES, any: ANY, alwaysOn, minWidth: 160 }),
];

/**
 * The table columns of deliveries, as an array (a table reads its columns' props, which a
 * fragment would hide): when it was decided, the notice (title over kind), whose it is unless
 * the table is one user's, the channel, the status, the address, the attempts and the last
 * error, then the resend button, which only admins see, on failed deliveries.
 */
export const deliveryColumns = ({ withUser, isAdmin }: { withUser: boolean; isAdmin: boolean }) => [
  <TextField key="id" source="id" />,
  <LocaleDateField key="createdAt" source="createdAt" showTime sx={{ whiteSpace: 'nowrap' }} />,
  <FunctionField<NotificationDelivery>
    key="title"
    source="title"
    sortable={false}
    render={(delivery) => <TwoLineCell main={delivery.title} detail={delivery.kind} />}
  />,
  ...(withUser
    ? [
        <ReferenceField key="userId" source="userId" reference="users" link="show" sortable={false}>
          <TextField source="username" />
        </ReferenceField>,
      ]
    : []),
  <ChannelField
    key="channel"
    source="channel"
    label="resources.notification-deliveries.fields.channel"
    sortable={false}
  />,
  <DeliveryStatusField
    key="status"
    source="status"
    label="resources.notification-deliveries.fields.status"
    sortable
  />,
  <TextField key="address" source="address" sortable={false} sx={{ overflowWrap: 'anywhere' }} />,
  <NumberField key="attempts" source="attempts" sortable={false} />,
  <LastErrorField
    key="lastError"
    source="lastError"
    label="resources.notification-deliveries.fields.lastError"
    sortable={false}
  />,
  ...(isAdmin ? [<ResendButton key="resend" compact label="" />] : []),
];
