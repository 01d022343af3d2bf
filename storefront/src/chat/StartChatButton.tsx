import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ButtonProps } from '@mui/material/Button';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import { useLocation } from 'react-router-dom';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { nextSearch } from '../session/after-sign-in';
import { useSession } from '../session/session';
import { useStartConversation } from './chat-api';

/**
 * "Chat": a visitor goes to sign-in and comes back here; a signed-in user opens (or finds) the
 * conversation with the prosker (`proskerId`) or, for a prosker, with a client (`clientId`).
 */
export function StartChatButton({
  to,
  label,
  variant = 'outlined',
  size,
  testId = 'chat-button',
}: {
  to: { proskerId: number } | { clientId: number };
  label: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  testId?: string;
}) {
  const t = useT();
  const { user } = useSession();
  const { pathname, search, hash } = useLocation();
  const start = useStartConversation();
  if (!user) {
    return (
      <Button
        component={RouteLink}
        to="signIn"
        search={nextSearch(`${pathname}${search}${hash}`)}
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
