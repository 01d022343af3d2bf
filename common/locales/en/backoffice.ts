import englishMessages from 'ra-language-english';
import type { Catalogue } from '../types';
import type { esBackoffice } from '../es/backoffice';

type Messages = Catalogue<typeof esBackoffice>;

export const enBackoffice: Messages = {
  title: 'Prosk — Back office',
  login: {
    subtitle: 'Staff-only access to Prosk',
  },
  language: 'Language',
  languages: {
    es: 'Español',
    en: 'English',
    br: 'Português (Brasil)',
  },
  boot: {
    configError:
      'We could not load the back-office configuration. Reload the page or tell the technical team.',
  },
  errors: {
    network: 'We could not reach the server. Check your connection and try again.',
    badResponse: 'The server sent an unexpected response. Try again later.',
  },
  export: {
    running: 'Exporting…',
  },
  users: {
    roles: {
      client: 'Client',
      prosker: 'Prosker',
    },
    types: {
      client: 'Client (1)',
      prosker: 'Prosker (2)',
    },
    status: {
      active: 'Active',
      banned: 'Suspended',
    },
    ban: {
      button: 'Suspend',
      title: 'Suspend %{name}?',
      content:
        "%{name}'s account will be suspended: their open sessions end right now and they cannot sign in again until you reactivate it.",
      confirm: 'Suspend',
      done: 'You suspended %{name}.',
    },
    unban: {
      button: 'Reactivate',
      title: 'Reactivate %{name}?',
      content: '%{name} will be able to sign in again with their usual credentials.',
      confirm: 'Reactivate',
      done: 'You reactivated %{name}.',
    },
    anyValue: 'All',
    never: 'Never',
    sections: {
      identity: 'Personal details',
      account: 'Account',
      activity: 'Activity',
    },
  },
  auditLog: {
    actions: {
      userUpdate: 'User edited',
      userBan: 'User suspended',
      userUnban: 'User reactivated',
      usersExport: 'Users exported',
    },
    targetTypes: {
      user: 'User',
    },
  },
  resources: {
    users: {
      name: 'User |||| Users',
      forcedCaseName: 'user |||| users',
      fields: {
        id: 'ID',
        q: 'Search',
        username: 'Username',
        email: 'E-mail',
        firstName: 'First name',
        lastName: 'Last name',
        fullName: 'Name',
        type_user: 'User type (code)',
        role: 'Role',
        phoneNumber: 'Phone',
        banned: 'Suspended',
        isTestUser: 'Test user',
        emailVerified: 'E-mail verified',
        createdAt: 'Signed up',
        lastLoginAt: 'Last sign-in',
        status: 'Status',
        createdFrom: 'Signed up from',
        createdTo: 'Signed up until',
      },
    },
    'audit-log': {
      name: 'Audit entry |||| Audit log',
      forcedCaseName: 'audit entry |||| audit entries',
      fields: {
        id: 'ID',
        createdAt: 'Date',
        staffEmail: 'Staff member',
        action: 'Action',
        target: 'Target',
        targetType: 'Target type',
        targetId: 'Target',
        details: 'Details',
      },
    },
  },
  // react-admin's own English pack (its keys are the ones the Spanish source mirrors), with the
  // sort hint naming the column as labelled: lower-casing its first letter turns "ID" into "iD".
  ra: {
    ...(englishMessages.ra as Messages['ra']),
    sort: { ...englishMessages.ra.sort, sort_by: 'Sort by %{field} (%{order})' },
  },
};
