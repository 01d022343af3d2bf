import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ButtonProps } from '@mui/material/Button';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import { useLocation } from 'react-router-dom';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { accountNeededSearch, nextSearch } from '../session/after-sign-in';
import { useSession } from '../session/session';
import { useStartConversation } from './chat-api';

/**
 * "Chat": a visitor is asked to sign up or in (the page names the prosker) and comes back here;
 * a signed-in user opens (or finds) the conversation with the prosker (`proskerId`) or, for a
 * prosker, with a client (`clientId`).
 */
export function StartChatButton({
  to,
  label,
  variant = 'outlined',
  size,
  testId = 'chat-button',
  chatSearch,
}: {
  to: { proskerId: number } | { clientId: number };
  /** Added to the conversation's address (`?offer=1` opens the offer form there). */
  chatSearch?: string;
  label: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  testId?: string;
}) {
  const t = useT();
  const { user } = useSession();
  const { pathname, search, hash } = useLocation();
  const start = useStartConversation(chatSearch);
  if (!user) {
    const here = `${pathname}${search}${hash}`;
    const withProsker = 'proskerId' in to;
    return (
      <Button
        component={RouteLink}
        to={withProsker ? 'accountNeeded' : 'signIn'}
        search={withProsker ? accountNeededSearch('chat', to.proskerId, here) : nextSearch(here)}
        variant={variant}
        size={size}
        startIcon={<ChatOutlinedIcon aria-hidden />}
        data-testid={testId}
      >
        {label}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant={variant}
        size={size}
        startIcon={<ChatOutlinedIcon aria-hidden />}
        onClick={() => start.mutate(to)}
        loading={start.isPending}
        disabled={start.isPending}
        data-testid={testId}
      >
        {label}
      </Button>
      {start.isError && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1, width: '100%' }}>
          {generalErrorText(start.error, t)}
        </Typography>
      )}
    </>
  );
}
