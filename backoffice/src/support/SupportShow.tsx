import { Grid } from '@mui/material';
import { FunctionField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import { usePartyName } from '../components/party-name';
import { ShowPage, ShowSection } from '../components/ShowPage';
import { PersonLink } from '../conversation-reports/People';
import { Thread, type Speaker } from '../conversation-reports/MessageThread';
import { ReplyForm } from './ReplyForm';
import { WaitingChip } from './WaitingChip';
import type { SupportConversation } from './types';

type SupportMessage = NonNullable<SupportConversation['messages']>[number];

/** The user on the left, "Soporte Prosk" (and who of staff wrote) on the right. */
const SupportThread = () => {
  const conversation = useRecordContext<SupportConversation>();
  const translate = useTranslate();
  const partyName = usePartyName();
  if (!conversation) return null;
  const speakerOf = (message: SupportMessage): Speaker =>
    message.fromSupport
      ? {
          side: 'end',
          label: translate('backoffice.support-conversations.staffSide', {
            name: message.staffName ?? '—',
          }),
        }
      : {
          side: 'start',
          label: conversation.user.name ? conversation.user.username : partyName('', 'someone'),
        };
  return <Thread messages={conversation.messages ?? []} speakerOf={speakerOf} />;
};

/**
 * One support conversation: whose it is, the thread, and a box to answer as "Soporte Prosk".
 * Support staff and admins alike write here (docs/adr/0029).
 */
export const SupportShow = () => (
  <ShowPage<SupportConversation> adminActions={null}>
    <ShowSection title="backoffice.support-conversations.sections.user">
      <FunctionField<SupportConversation>
        source="user"
        render={(conversation) => <PersonLink person={conversation.user} />}
      />
      <TextField source="user.email" />
      <FunctionField<SupportConversation>
        source="waiting"
        render={(conversation) => <WaitingChip waiting={conversation.waiting} />}
      />
      <LocaleDateField source="createdAt" showTime />
    </ShowSection>
    <ShowSection title="backoffice.support-conversations.sections.thread" md={8}>
      <SupportThread />
      <Grid size={12} sx={{ mt: 2 }}>
        <ReplyForm />
      </Grid>
    </ShowSection>
  </ShowPage>
);
