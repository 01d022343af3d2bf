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
  catalogue: {
    status: {
      enabled: 'Enabled',
      disabled: 'Disabled',
    },
    anyCategory: 'All',
    help: {
      slug: 'Lower-case letters, digits and hyphens, no spaces: it is part of the address on the site.',
      position: 'Order on the site: lower numbers come first.',
      enabled: 'When disabled it no longer shows on the site and cannot be chosen.',
    },
  },
  categories: {
    help: {
      icon: 'The icon name on the site (plumbing, bolt, home…). Without a known one a generic icon is shown.',
    },
    notice: {
      inUse:
        '1 profile uses it, so it cannot be deleted, only disabled. Once disabled it no longer shows on the site and nobody else can choose it, but that profile keeps it. |||| %{smart_count} profiles use it, so it cannot be deleted, only disabled. Once disabled it no longer shows on the site and nobody else can choose it, but those profiles keep it.',
      unused:
        'No profile uses it: you can delete it if it has no skills. Once a profile chooses it, it can only be disabled.',
    },
    delete: {
      title: 'Delete the category “%{name}”?',
      content:
        'No profile uses it. It is deleted for good; if you need it again you will have to create it again.',
      done: 'You deleted the category “%{name}”.',
    },
  },
  skills: {
    notice: {
      inUse:
        '1 profile uses it, so it cannot be deleted, only disabled. Once disabled it no longer shows on the site and nobody else can choose it, but that profile keeps it. |||| %{smart_count} profiles use it, so it cannot be deleted, only disabled. Once disabled it no longer shows on the site and nobody else can choose it, but those profiles keep it.',
      unused:
        'No profile uses it: you can delete it. Once a profile chooses it, it can only be disabled.',
    },
    delete: {
      title: 'Delete the skill “%{name}”?',
      content:
        'No profile uses it. It is deleted for good; if you need it again you will have to create it again.',
      done: 'You deleted the skill “%{name}”.',
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
    categories: {
      name: 'Category |||| Categories',
      forcedCaseName: 'category |||| categories',
      fields: {
        id: 'ID',
        q: 'Search',
        slug: 'Identifier (slug)',
        name_es: 'Spanish name',
        name_en: 'English name',
        name_br: 'Portuguese name',
        icon: 'Icon',
        isDefault: 'Default',
        enabled: 'Enabled',
        status: 'Status',
        position: 'Position',
        usage: 'Profiles',
      },
    },
    skills: {
      name: 'Skill |||| Skills',
      forcedCaseName: 'skill |||| skills',
      fields: {
        id: 'ID',
        q: 'Search',
        slug: 'Identifier (slug)',
        categoryId: 'Category',
        name_es: 'Spanish name',
        name_en: 'English name',
        name_br: 'Portuguese name',
        enabled: 'Enabled',
        status: 'Status',
        position: 'Position',
        usage: 'Profiles',
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
