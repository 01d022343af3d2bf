import { BooleanField, ReferenceField, SelectField, TextField } from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import { ShowPage, ShowSection } from '../components/ShowPage';
import { MoneyField } from '../plans/MoneyField';
import { WithdrawButton } from './WithdrawButton';
import { REGION_CHOICES, STATE_CHOICES, type Service } from './types';

/** A published service: what it offers, whose it is, where it stands. Admins withdraw it. */
export const ServiceShow = () => (
  <ShowPage<Service> adminActions={<WithdrawButton />}>
    <ShowSection title="backoffice.services.sections.offer">
      <TextField source="title" />
      <TextField source="description" />
      <MoneyField<Service> source="price" label="resources.services.fields.price" />
      <TextField source="categoryName" />
      <BooleanField source="requiresAppointment" />
      <BooleanField source="requiresPayment" />
    </ShowSection>
    <ShowSection title="backoffice.services.sections.prosker">
      <ReferenceField source="proskerId" reference="users" link="show">
        <TextField source="username" />
      </ReferenceField>
      <TextField source="proskerEmail" />
      <SelectField source="region" choices={REGION_CHOICES} />
    </ShowSection>
    <ShowSection title="backoffice.services.sections.state">
      <TextField source="id" />
      <SelectField source="state" choices={STATE_CHOICES} />
      <TextField source="openJobs" />
      <LocaleDateField source="createdAt" showTime />
      <LocaleDateField source="withdrawnAt" showTime emptyText="—" />
      <TextField source="withdrawnReason" emptyText="—" />
    </ShowSection>
  </ShowPage>
);
