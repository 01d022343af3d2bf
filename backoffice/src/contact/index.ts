import MailIcon from '@mui/icons-material/Mail';
import type { RaRecord } from 'react-admin';
import { ContactList } from './ContactList';
import { ContactShow } from './ContactShow';
import type { ContactMessage } from './types';

/** The contact inbox: every staff member reads, answers, closes and reopens. */
export default {
  list: ContactList,
  show: ContactShow,
  icon: MailIcon,
  recordRepresentation: (record: RaRecord) => {
    const message = record as ContactMessage;
    return `#${message.id} · ${message.name}`;
  },
};
