import { FunctionField, NumberField, ReferenceField, TextField } from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import { ShowPage, ShowSection } from '../components/ShowPage';
import { ChannelField, DeliveryStatusField, LastErrorField, TopicField } from './fields';
import { ResendButton } from './ResendButton';
import type { NotificationDelivery } from './types';

const NOT_YET = 'backoffice.notification-deliveries.notYet';

/**
 * One delivery: the notice it carried, to whom and where, and each step it reached. Support
 * staff read it; admins also get "resend" while it is failed.
 */
export const DeliveryShow = () => (
  <ShowPage<NotificationDelivery> adminActions={<ResendButton />}>
    <ShowSection title="backoffice.notification-deliveries.sections.notice">
      <TextField source="title" />
      <TextField source="kind" />
      <TopicField label="resources.notification-deliveries.fields.topic" />
      <TextField source="notificationId" />
      <ReferenceField source="userId" reference="users" link="show">
        <FunctionField render={(user: { username: string }) => user.username} />
      </ReferenceField>
    </ShowSection>
    <ShowSection title="backoffice.notification-deliveries.sections.delivery">
      <TextField source="id" />
      <ChannelField label="resources.notification-deliveries.fields.channel" />
      <TextField source="address" sx={{ overflowWrap: 'anywhere' }} />
      <DeliveryStatusField label="resources.notification-deliveries.fields.status" />
      <NumberField source="attempts" />
      <LastErrorField
        source="lastError"
        label="resources.notification-deliveries.fields.lastError"
        full
      />
    </ShowSection>
    <ShowSection title="backoffice.notification-deliveries.sections.steps">
      <LocaleDateField source="createdAt" showTime />
      <LocaleDateField source="notBefore" showTime />
      <LocaleDateField source="sentAt" showTime emptyText={NOT_YET} />
      <LocaleDateField source="deliveredAt" showTime emptyText={NOT_YET} />
      <LocaleDateField source="readAt" showTime emptyText={NOT_YET} />
      <LocaleDateField source="failedAt" showTime emptyText={NOT_YET} />
    </ShowSection>
  </ShowPage>
);
