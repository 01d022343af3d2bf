import VerifiedIcon from '@mui/icons-material/Verified';
import { Chip } from '@mui/material';
import { useT } from '../i18n/use-t';

/**
 * Prosk's support as the other side of a conversation: shown as "Soporte Prosk" with an official
 * badge, never the staff member's name (a user's name can never earn the badge).
 */
export function useChatName() {
  const t = useT();
  return (conversation: {
    kind: 'direct' | 'support';
    other: { firstName: string; lastName: string };
  }) =>
    conversation.kind === 'support'
      ? t('chat.support.name')
      : `${conversation.other.firstName} ${conversation.other.lastName}`.trim();
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
