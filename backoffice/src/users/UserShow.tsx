import type { ReactNode } from 'react';
import { Grid, Typography } from '@mui/material';
import {
  BooleanField,
  EmailField,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
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

export const UserShow = () => (
  <Show>
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
        <SelectField source="role" choices={USER_ROLE_CHOICES} />
        <NumberField source="type_user" />
        <BooleanField source="emailVerified" />
        <BooleanField source="banned" />
        <BooleanField source="isTestUser" />
      </Section>
      <Section title="backoffice.users.sections.activity">
        <LocaleDateField source="createdAt" showTime />
        <LocaleDateField source="lastLoginAt" showTime emptyText="backoffice.users.never" />
      </Section>
    </Grid>
  </Show>
);
