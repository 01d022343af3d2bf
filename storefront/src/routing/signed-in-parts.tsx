import { lazyPart } from '../navigation/lazy-part';
import type { SignedInParts } from '../layout/signed-in-parts';

const ChatHeaderLink = lazyPart(() =>
  import('../conversations/ChatHeaderLink').then((m) => m.ChatHeaderLink),
);
const NotificationBell = lazyPart(() =>
  import('../notifications/NotificationBell').then((m) => m.NotificationBell),
);

/** The features' parts of the layout for a signed-in user, each loaded the first time it shows. */
export const SIGNED_IN_PARTS: SignedInParts = {
  BarLinks: function BarLinks() {
    return (
      <>
        <ChatHeaderLink />
        <NotificationBell />
      </>
    );
  },
  Connection: lazyPart(() => import('../conversations/chat-socket').then((m) => m.ChatConnection)),
  Prompt: lazyPart(() => import('../content/LegalPrompt').then((m) => m.LegalPrompt)),
};
