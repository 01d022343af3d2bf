import { USER_TYPE } from '../../../common/schemas/accounts';

/** The two kinds of marketplace user; names are catalogue keys, translated by the fields. */
export const USER_ROLE_CHOICES = [
  { id: 'client', name: 'backoffice.users.roles.client' },
  { id: 'prosker', name: 'backoffice.users.roles.prosker' },
];

/** The stored `type_user` codes staff may set (docs/adr/0003): 1 client, 2 prosker. */
export const USER_TYPE_CHOICES = [
  { id: USER_TYPE.client, name: 'backoffice.users.types.client' },
  { id: USER_TYPE.prosker, name: 'backoffice.users.types.prosker' },
];
