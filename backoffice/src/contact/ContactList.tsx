import { SelectField, TextField, useTranslate } from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import { StaffList, joinLine } from '../components/StaffList';
import { choiceFilter, searchFilter } from '../components/filters';
import { ContactStatusChip, StatusField } from './StatusField';
import { STATUS_CHOICES, TOPIC_CHOICES, type ContactMessage } from './types';

const PREFIX = 'backoffice.contact-messages';
const SORTABLE_FIELDS = ['id', 'createdAt', 'status', 'topic'];

const contactFilters = (isPhone: boolean) => [
  searchFilter(),
  choiceFilter({
    source: 'status',
    choices: STATUS_CHOICES,
    any: `${PREFIX}.anyValue`,
    alwaysOn: true,
  }),
  choiceFilter({
    source: 'topic',
    choices: TOPIC_CHOICES,
    any: `${PREFIX}.anyValue`,
    alwaysOn: !isPhone,
    minWidth: 200,
  }),
];

/**
 * The contact inbox, newest first: who wrote, about what, and whether it was answered. A row
 * opens the message, where staff answer or close it.
 */
export const ContactList = () => {
  const translate = useTranslate();
  return (
    <StaffList<ContactMessage>
      filters={contactFilters}
      sortable={SORTABLE_FIELDS}
      open="show"
      phone={{
        primaryText: (message) =>
          joinLine(message.name, translate(`${PREFIX}.topics.${message.topic}`)),
        secondaryText: (message) => message.email,
        tertiaryText: (message) => <ContactStatusChip status={message.status} />,
        sx: { '& .RaSimpleList-tertiary': { opacity: 1 } },
      }}
    >
      <TextField source="id" />
      <LocaleDateField source="createdAt" showTime />
      <StatusField source="status" label="resources.contact-messages.fields.status" sortable />
      <SelectField source="topic" choices={TOPIC_CHOICES} />
      <TextField source="name" sortable={false} />
      <TextField source="email" sortable={false} />
    </StaffList>
  );
};
