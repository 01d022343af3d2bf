import { BooleanInput, FunctionField, TextField, useTranslate } from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import { StaffList, TwoLineCell, joinLine } from '../components/StaffList';
import { WaitingChip } from './WaitingChip';
import type { SupportConversation } from './types';
import { usePartyLabel } from '../components/party-name';

const SORTABLE_FIELDS = ['id', 'lastMessageAt'];

/** "Waiting for us" is the only filter, so it stays in view even on a phone. */
const supportFilters = [
  <BooleanInput
    key="waiting"
    source="waiting"
    label="backoffice.support-conversations.waitingFilter"
    alwaysOn
  />,
];

/** What staff owe first: the conversations the user wrote last in. */
const WAITING_ONLY = { waiting: true };
const NEWEST_ACTIVITY = { field: 'lastMessageAt', order: 'DESC' } as const;

/**
 * The conversations staff hold with users as "Soporte Prosk", newest activity first: whose it
 * is, the last message, and whether the user waits for an answer. A row opens the thread.
 */
export const SupportList = () => {
  const translate = useTranslate();
  const partyLabel = usePartyLabel();
  const userOf = (conversation: SupportConversation) => partyLabel(conversation.user, 'someone');
  return (
    <StaffList<SupportConversation>
      filters={supportFilters}
      filterDefaultValues={WAITING_ONLY}
      sort={NEWEST_ACTIVITY}
      sortable={SORTABLE_FIELDS}
      open="show"
      phone={{
        primaryText: (conversation) =>
          joinLine(
            userOf(conversation).main,
            conversation.waiting && translate('backoffice.support-conversations.waiting'),
          ),
        secondaryText: (conversation) => conversation.lastMessage ?? '',
      }}
    >
      <TextField source="id" />
      <LocaleDateField source="lastMessageAt" showTime />
      <FunctionField<SupportConversation>
        source="user"
        sortable={false}
        render={(conversation) => <TwoLineCell {...userOf(conversation)} />}
      />
      <TextField
        source="lastMessage"
        sortable={false}
        emptyText="—"
        sx={{ display: 'block', maxWidth: 420, overflowWrap: 'anywhere' }}
      />
      <FunctionField<SupportConversation>
        source="waiting"
        sortable={false}
        render={(conversation) => <WaitingChip waiting={conversation.waiting} />}
      />
    </StaffList>
  );
};
