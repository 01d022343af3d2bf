import type { Schemas } from '../api/contract';

/** A support conversation as the staff API lists it; the messages come with one only. */
export type SupportConversation = Schemas['AdminSupportConversation'] &
  Partial<Pick<Schemas['AdminSupportConversationDetail'], 'messages'>>;

export const supportRepresentation = (conversation: SupportConversation) =>
  conversation.user.name || conversation.user.username;
