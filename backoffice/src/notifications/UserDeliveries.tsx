import { Box, Typography } from '@mui/material';
import { Datagrid, FilterForm, Pagination, ReferenceManyField, useTranslate } from 'react-admin';
import { useIsAdmin } from '../permissions';
import { channelAndStatusFilters, deliveryColumns } from './columns';

const FILTERS = channelAndStatusFilters();
const NEWEST_FIRST = { field: 'id', order: 'DESC' } as const;

const NoDeliveries = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
      {translate('backoffice.notification-deliveries.noneForUser')}
    </Typography>
  );
};

/**
 * On a user's page: what the product sent them, newest first, ten a page, filtered by channel
 * and status. Admins resend a failed delivery from its row; support staff only read.
 */
export const UserDeliveries = () => {
  const isAdmin = useIsAdmin();
  return (
    <ReferenceManyField
      reference="notification-deliveries"
      target="userId"
      sort={NEWEST_FIRST}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    >
      <FilterForm filters={FILTERS} />
      <Box sx={{ overflowX: 'auto' }} data-testid="user-deliveries">
        <Datagrid
          rowClick="show"
          bulkActionButtons={false}
          size="small"
          empty={<NoDeliveries />}
          sx={{ '& .MuiTableCell-root': { px: 1 } }}
        >
          {deliveryColumns({ withUser: false, isAdmin })}
        </Datagrid>
      </Box>
    </ReferenceManyField>
  );
};
