import { Box } from '@mui/material';
import {
  AutocompleteInput,
  Datagrid,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useLocaleState,
} from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import { MoneyField } from '../plans/MoneyField';
import { formatMoney } from '../plans/types';
import { StatusChip, StatusField } from './StatusField';
import { STATUS_CHOICES, type Job } from './types';
import { ListActions, ListPagination, useIsPhone } from '../components/ListActions';

/** The columns the API can sort by, offered as a menu where there are no column headers. */
const SORTABLE_FIELDS = ['id', 'title', 'status', 'price', 'startDate', 'createdAt', 'updatedAt'];

/**
 * A search on the title, the status, and the prosker and client, each found by name, e-mail or
 * username (the users list's own search). On a phone only the search stays in view.
 */
const jobFilters = (isPhone: boolean) => [
  <SearchInput key="q" source="q" alwaysOn sx={{ width: { md: 220 } }} />,
  <SelectInput
    key="status"
    source="status"
    choices={STATUS_CHOICES}
    emptyText="backoffice.jobs.anyValue"
    alwaysOn={!isPhone}
    sx={{ minWidth: 180 }}
  />,
  <ReferenceInput
    key="proskerId"
    source="proskerId"
    reference="users"
    filter={{ role: 'prosker' }}
    alwaysOn={!isPhone}
  >
    <AutocompleteInput optionText="username" sx={{ width: 200 }} />
  </ReferenceInput>,
  <ReferenceInput key="clientId" source="clientId" reference="users" alwaysOn={!isPhone}>
    <AutocompleteInput optionText="username" sx={{ width: 200 }} />
  </ReferenceInput>,
];

const JobListActions = () => <ListActions sortable={SORTABLE_FIELDS} />;

/** A party of the job as username over e-mail. */
const PartyCell = ({ username, email }: { username: string; email: string }) => (
  <Box>
    <Box component="span" sx={{ display: 'block' }}>
      {username}
    </Box>
    <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
      {email}
    </Box>
  </Box>
);

/**
 * Every job, newest first, with its status, prosker and client. Read-only for everyone: a row
 * opens the job, where admins settle a dispute; nobody creates or deletes a job here.
 */
export const JobList = () => {
  const isPhone = useIsPhone();
  const [locale] = useLocaleState();
  return (
    <List<Job>
      filters={jobFilters(isPhone)}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      pagination={<ListPagination />}
      exporter={false}
      actions={<JobListActions />}
    >
      {isPhone ? (
        <SimpleList<Job>
          primaryText={(job) => job.title}
          secondaryText={(job) =>
            `${job.proskerUsername} → ${job.clientUsername} · ${formatMoney(
              job.price,
              job.currency,
              locale,
            )}`
          }
          tertiaryText={(job) => <StatusChip status={job.status} />}
          linkType="show"
          // The status chip at full strength, not faded like a tertiary text.
          sx={{ '& .RaSimpleList-tertiary': { opacity: 1 } }}
        />
      ) : (
        <Datagrid
          rowClick="show"
          bulkActionButtons={false}
          size="small"
          sx={{ '& .MuiTableCell-root': { px: 1 } }}
        >
          <TextField source="id" />
          <TextField source="title" />
          <StatusField source="status" label="resources.jobs.fields.status" sortable />
          <FunctionField<Job>
            source="proskerId"
            label="resources.jobs.fields.prosker"
            sortable={false}
            render={(job) => <PartyCell username={job.proskerUsername} email={job.proskerEmail} />}
          />
          <FunctionField<Job>
            source="clientId"
            label="resources.jobs.fields.client"
            sortable={false}
            render={(job) => <PartyCell username={job.clientUsername} email={job.clientEmail} />}
          />
          <MoneyField<Job> source="price" label="resources.jobs.fields.price" textAlign="right" />
          <LocaleDateField source="startDate" showTime />
          <LocaleDateField source="updatedAt" showTime />
        </Datagrid>
      )}
    </List>
  );
};
