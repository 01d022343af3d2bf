import VerifiedIcon from 'plain-icon:Verified';
import { useT } from '../i18n/use-t';
import { partyName } from '../profiles/ProfileCard';
import { Chip } from '../ui';
import styles from './chat.module.css';

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
      variant="filled"
      icon={<VerifiedIcon fontSize="inherit" />}
      className={styles.noShrink}
      data-testid="support-badge"
    >
      {t('chat.support.badge')}
    </Chip>
  );
}
