import { BooleanField, FunctionField, Link, SelectField, TextField } from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import { ShowPage, ShowSection } from '../components/ShowPage';
import { MoneyField } from '../plans/MoneyField';
import { PERIOD_CHOICES, REGION_CHOICES } from '../plans/types';
import { SubscriptionActionButtons } from './ActionButtons';
import { StatusField } from './StatusField';
import type { Subscription } from './types';

/**
 * One subscription with its user, plan, Mercado Pago state and dates. Support staff read it;
 * admins also get pause, resume and cancel, as far as its status allows.
 */
export const SubscriptionShow = () => (
  <ShowPage<Subscription> adminActions={<SubscriptionActionButtons />}>
    <ShowSection title="backoffice.subscriptions.sections.subscription">
      <TextField source="id" />
      <StatusField label="resources.subscriptions.fields.status" />
      <FunctionField<Subscription>
        source="userEmail"
        label="resources.subscriptions.fields.user"
        render={(subscription) => (
          <Link to={`/users/${subscription.userId}/show`}>
            {subscription.userEmail} ({subscription.username})
          </Link>
        )}
      />
      <TextField source="planName" />
      <SelectField source="planRegion" choices={REGION_CHOICES} />
      <SelectField source="planPeriod" choices={PERIOD_CHOICES} />
    </ShowSection>
    <ShowSection title="backoffice.subscriptions.sections.payments">
      <MoneyField<Subscription> source="amount" label="resources.subscriptions.fields.amount" />
      <MoneyField<Subscription> source="discount" label="resources.subscriptions.fields.discount" />
      <TextField source="couponCode" emptyText="—" />
      <BooleanField source="trial" />
      <TextField source="installments" />
      <MoneyField<Subscription>
        source="installmentAmount"
        label="resources.subscriptions.fields.installmentAmount"
      />
      <LocaleDateField source="trialEndsAt" emptyText="—" />
      <TextField source="mpPreapprovalId" emptyText="—" />
      <LocaleDateField source="nextPaymentDate" emptyText="—" />
      <TextField source="lastPaymentStatus" emptyText="—" />
      <TextField source="statusDetail" emptyText="—" />
    </ShowSection>
    <ShowSection title="backoffice.subscriptions.sections.dates">
      <LocaleDateField source="createdAt" showTime />
      <LocaleDateField source="startedAt" showTime emptyText="—" />
      <LocaleDateField source="pausedAt" showTime emptyText="—" />
      <LocaleDateField source="resumedAt" showTime emptyText="—" />
      <LocaleDateField source="cancelledAt" showTime emptyText="—" />
      <LocaleDateField source="updatedAt" showTime />
    </ShowSection>
  </ShowPage>
);
