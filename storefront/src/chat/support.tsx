import VerifiedIcon from '@mui/icons-material/Verified';
import { Chip } from '@mui/material';
import { useT } from '../i18n/use-t';
import { partyName } from '../profiles/ProfileCard';

/**
 * Prosk's support as the other side of a conversation: shown as "Soporte Prosk" with an official
 * badge, never the staff member's name (a user's name can never earn the badge); anyone else
 * by their name.
 */
export function useChatName() {
  const t = useT();
  return (conversation: {
    kind: 'direct' | 'support';
    role: 'client' | 'prosker';
    other: { firstName: string; lastName: string };
  }) =>
    conversation.kind === 'support'
      ? t('chat.support.name')
      : // A closed account is named by its side.
        partyName(
          conversation.other,
          t(conversation.role === 'client' ? 'closedAccount.prosker' : 'closedAccount.client'),
        );
}

export function SupportBadge() {
  const t = useT();
  return (
    <Chip
      size="small"
      color="primary"
      icon={<VerifiedIcon aria-hidden />}
      label={t('chat.support.badge')}
      data-testid="support-badge"
      sx={{ flexShrink: 0 }}
    />
  );
}
