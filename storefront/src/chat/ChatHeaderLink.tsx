import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { useSession } from '../session/session';
import { useUnread } from './chat-api';

/** The header's way to the chat, with how many conversations wait to be read (signed in only). */
export function ChatHeaderLink() {
  const t = useT();
  const { user } = useSession();
  const unread = useUnread();
  if (!user) return null;
  const count = unread.data?.conversations ?? 0;
  // The count as the badge shows it ("99+"), so the name holds what the link shows; at 0 the
  // badge holds nothing (MUI would keep a hidden "0").
  const shown = count > 99 ? '99+' : String(count);
  const label = count > 0 ? t('chat.headerLinkUnread', { count: shown }) : t('chat.headerLink');
  return (
    <IconButton
      component={RouteLink}
      to="chat"
      color="inherit"
      aria-label={label}
      title={label}
      data-testid="header-chat"
    >
      <Badge
        badgeContent={count > 0 ? count : undefined}
        color="error"
        max={99}
        slotProps={{ badge: { 'aria-hidden': true } as object }}
        data-testid="header-chat-badge"
      >
        <ChatBubbleOutlineIcon />
      </Badge>
    </IconButton>
  );
}
