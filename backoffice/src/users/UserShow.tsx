import type { ReactNode } from 'react';
import { Grid, Typography } from '@mui/material';
import {
  BooleanField,
  EditButton,
  EmailField,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import { useIsAdmin } from '../permissions';
import { BanToggleButton } from './BanToggleButton';
import { BannedField } from './BannedField';
import { USER_ROLE_CHOICES } from './roles';

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 12, md: 4 }}>
      <Typography component="h2" variant="subtitle1" sx={{ px: 2, pt: 2, fontWeight: 500 }}>
        {translate(title)}
      </Typography>
      <SimpleShowLayout>{children}</SimpleShowLayout>
    </Grid>
  );
};

const AdminActions = () => (
  <TopToolbar>
    <EditButton />
    <BanToggleButton />
  </TopToolbar>
);

/** Support staff read the page; only admins get the buttons that change the user. */
export const UserShow = () => {
  const isAdmin = useIsAdmin();
  return (
    <Show actions={isAdmin ? <AdminActions /> : false}>
      <Grid container spacing={1}>
        <Section title="backoffice.users.sections.identity">
          <TextField source="username" />
          <TextField source="firstName" />
          <TextField source="lastName" />
          <EmailField source="email" />
          <TextField source="phoneNumber" emptyText="—" />
        </Section>
        <Section title="backoffice.users.sections.account">
          <TextField source="id" />
          <BannedField label="resources.users.fields.status" showActive />
          <SelectField source="role" choices={USER_ROLE_CHOICES} />
          <NumberField source="type_user" />
          <BooleanField source="emailVerified" />
          <BooleanField source="isTestUser" />
        </Section>
        <Section title="backoffice.users.sections.activity">
          <LocaleDateField source="createdAt" showTime />
          <LocaleDateField source="lastLoginAt" showTime emptyText="backoffice.users.never" />
        </Section>
      </Grid>
    </Show>
  );
};
