import ChatOutlinedIcon from 'plain-icon:ChatOutlined';
import { useLocation } from 'react-router-dom';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import { accountNeededSearch, nextSearch } from '../session/after-sign-in';
import { useSession } from '../session/session';
import { Button, LinkButton, Text } from '../ui';
import type { ButtonSize, ButtonVariant } from '../ui';
import { useStartConversation } from './chat-api';
import styles from './StartChatButton.module.css';

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
  variant?: ButtonVariant;
  size?: ButtonSize;
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
      <LinkButton
        render={
          <RouteLink
            to={withProsker ? 'accountNeeded' : 'signIn'}
            search={
              withProsker ? accountNeededSearch('chat', to.proskerId, here) : nextSearch(here)
            }
            data-testid={testId}
          />
        }
        variant={variant}
        size={size}
        startIcon={<ChatOutlinedIcon fontSize="inherit" />}
      >
        {label}
      </LinkButton>
    );
  }
  return (
    <>
      <Button
        variant={variant}
        size={size}
        startIcon={<ChatOutlinedIcon fontSize="inherit" />}
        onClick={() => start.mutate(to)}
        loading={start.isPending}
        data-testid={testId}
      >
        {label}
      </Button>
      {start.isError && (
        <Text role="alert" variant="body2" tone="error" className={styles.startError}>
          {generalErrorText(start.error, t)}
        </Text>
      )}
    </>
  );
}
