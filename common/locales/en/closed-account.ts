/**
 * A closed account keeps no name: it is named by its side. One home for the storefront, the
 * notices and the back office.
 */
export const enClosedAccount = {
  client: 'Prosk client',
  prosker: 'Prosk prosker',
  someone: 'Prosk user',
};
