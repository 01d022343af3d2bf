import { useTranslate } from 'react-admin';

/** The side a person is on where they appear: the storefront's words for a closed account. */
export type PartySide = 'client' | 'prosker' | 'someone';

/**
 * A person's name where a closed account may appear (users, jobs, reports, support): a closed
 * account keeps no name and is named by its side ("Cliente de Prosk"), as the storefront names
 * it, never an empty cell.
 */
export function usePartyName() {
  const translate = useTranslate();
  return (name: string | null | undefined, side: PartySide) =>
    name?.trim() || translate(`backoffice.closedAccount.${side}`);
}

/** A user's full name, as the two name fields hold it. */
export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/**
 * How a person appears in a list or a link: their username over their e-mail or, once the
 * account is closed (no name, a placeholder address), their side's name over the username.
 */
export function usePartyLabel() {
  const partyName = usePartyName();
  return (person: { name: string; username: string; email: string }, side: PartySide) =>
    person.name.trim()
      ? { main: person.username, detail: person.email }
      : { main: partyName('', side), detail: person.username };
}
