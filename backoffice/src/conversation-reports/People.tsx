import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Link, RecordContextProvider } from 'react-admin';
import { usePartyName } from '../components/party-name';
import { TwoLineCell } from '../components/StaffList';
import { BannedField } from '../users/BannedField';
import type { ConversationReport } from './types';

/** The reporter, or the reported user, who alone carries `banned`. */
type Person = ConversationReport['reporter'] & { banned?: boolean };

/** What names the person, then the users' own "suspended" chip when they are banned. */
const WithBan = ({ person, children }: { person: Person; children: ReactNode }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
    {children}
    {/* BannedField reads `banned` from its record. */}
    <RecordContextProvider value={{ ...person, banned: person.banned ?? false }}>
      <BannedField />
    </RecordContextProvider>
  </Box>
);

/** A table cell: the username (and whether banned) over the full name ("Usuario de Prosk" once closed). */
export const PersonCell = ({ person }: { person: Person }) => {
  const partyName = usePartyName();
  return (
    <TwoLineCell
      main={<WithBan person={person}>{person.username}</WithBan>}
      detail={partyName(person.name, 'someone')}
    />
  );
};

/** On a report's page: the person's name and username, linking to the user's page. */
export const PersonLink = ({ person }: { person: Person }) => {
  const partyName = usePartyName();
  return (
    <WithBan person={person}>
      <Link to={`/users/${person.id}/show`}>
        {`${partyName(person.name, 'someone')} (${person.username})`}
      </Link>
    </WithBan>
  );
};
