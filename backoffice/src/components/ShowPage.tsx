import type { ReactNode } from 'react';
import { Grid, Typography } from '@mui/material';
import { Show, SimpleShowLayout, TopToolbar, useTranslate, type RaRecord } from 'react-admin';
import { useIsAdmin } from '../permissions';

/**
 * A record's page in titled sections side by side. Support staff read it and get `staffActions`
 * (what support may do, docs/adr/0029); admins also get `adminActions`, the buttons that change
 * the record.
 */
export const ShowPage = <T extends RaRecord>({
  adminActions,
  staffActions,
  children,
}: {
  adminActions: ReactNode;
  staffActions?: ReactNode;
  children: ReactNode;
}) => {
  const isAdmin = useIsAdmin();
  const actions = isAdmin || staffActions;
  return (
    <Show<T>
      actions={
        actions ? (
          <TopToolbar>
            {staffActions}
            {isAdmin ? adminActions : null}
          </TopToolbar>
        ) : (
          false
        )
      }
    >
      <Grid container spacing={1}>
        {children}
      </Grid>
    </Show>
  );
};

/** One titled section of a record's page: a third of a wide screen unless `md` says more. */
export const ShowSection = ({
  title,
  md = 4,
  children,
}: {
  title: string;
  md?: number;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 12, md }}>
      <Typography component="h2" variant="subtitle1" sx={{ px: 2, pt: 2, fontWeight: 500 }}>
        {translate(title)}
      </Typography>
      <SimpleShowLayout>{children}</SimpleShowLayout>
    </Grid>
  );
};
