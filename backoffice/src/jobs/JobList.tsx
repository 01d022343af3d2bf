import {
  AutocompleteInput,
  BooleanInput,
  FunctionField,
  ReferenceInput,
  TextField,
} from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import { StaffList, TwoLineCell } from '../components/StaffList';
import { choiceFilter, searchFilter } from '../components/filters';
import { MoneyField, useMoney } from '../plans/MoneyField';
import { useParties } from './parties';
import { StatusChip, StatusField } from './StatusField';
import { STATUS_CHOICES, type Job } from './types';

/** The columns the API can sort by, offered as a menu where there are no column headers. */
const SORTABLE_FIELDS = ['id', 'title', 'status', 'price', 'startDate', 'createdAt', 'updatedAt'];

/**
 * A search on the title, the status, and the prosker and client, each found by name, e-mail or
 * username (the users list's own search). On a phone only the search stays in view.
 */
const jobFilters = (isPhone: boolean) => [
  searchFilter(220),
  choiceFilter({
    source: 'status',
    choices: STATUS_CHOICES,
    any: 'backoffice.jobs.anyValue',
    alwaysOn: !isPhone,
    minWidth: 180,
  }),
  // Flagged by staff for an admin (docs/adr/0029); off lists every job.
  <BooleanInput key="flagged" source="flagged" />,
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

/**
 * Every job, newest first, with its status, prosker and client (username over e-mail; a closed
 * account by its side's name over its username). Read-only
 * for everyone: a row opens the job, where admins settle a dispute; nobody creates or deletes a
 * job here.
 */
export const JobList = () => {
  const money = useMoney();
  const { prosker, client } = useParties();
  return (
    <StaffList<Job>
      filters={jobFilters}
      sortable={SORTABLE_FIELDS}
      open="show"
      phone={{
        primaryText: (job) => job.title,
        secondaryText: (job) =>
          `${prosker(job).main} → ${client(job).main} · ${money(job.price, job.currency)}`,
        tertiaryText: (job) => <StatusChip status={job.status} />,
        // The status chip at full strength, not faded like a tertiary text.
        sx: { '& .RaSimpleList-tertiary': { opacity: 1 } },
      }}
    >
      <TextField source="id" />
      <TextField source="title" />
      <StatusField source="status" label="resources.jobs.fields.status" sortable />
      <FunctionField<Job>
        source="proskerId"
        label="resources.jobs.fields.prosker"
        sortable={false}
        render={(job) => <TwoLineCell {...prosker(job)} />}
      />
      <FunctionField<Job>
        source="clientId"
        label="resources.jobs.fields.client"
        sortable={false}
        render={(job) => <TwoLineCell {...client(job)} />}
      />
      <MoneyField<Job> source="price" label="resources.jobs.fields.price" textAlign="right" />
      <LocaleDateField source="startDate" showTime />
      <LocaleDateField source="updatedAt" showTime />
    </StaffList>
  );
};
