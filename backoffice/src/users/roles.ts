/** The two kinds of marketplace user; names are catalogue keys, translated by the fields. */
export const USER_ROLE_CHOICES = [
  { id: 'client', name: 'backoffice.users.roles.client' },
  { id: 'prosker', name: 'backoffice.users.roles.prosker' },
];
