import ChatBubbleOutlineIcon from 'plain-icon:ChatBubbleOutline';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import { useSession } from '../session/session';
import { Badge, IconLinkButton } from '../ui';
import { useUnread } from './chat-api';

/** The header's way to the chat, with how many conversations wait to be read (signed in only). */
export function ChatHeaderLink() {
  const t = useT();
  const { user } = useSession();
  const unread = useUnread();
  if (!user) return null;
  const count = unread.data?.conversations ?? 0;
  // The count as the badge shows it ("99+"), so the name holds what the link shows.
  const shown = count > 99 ? '99+' : String(count);
  const label = count > 0 ? t('chat.headerLinkUnread', { count: shown }) : t('chat.headerLink');
  return (
    <IconLinkButton render={<RouteLink to="chat" data-testid="header-chat" />} label={label}>
      <Badge count={count} max={99} data-testid="header-chat-badge">
        <ChatBubbleOutlineIcon />
      </Badge>
    </IconLinkButton>
  );
}
