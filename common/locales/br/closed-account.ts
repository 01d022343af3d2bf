/**
 * A closed account keeps no name: it is named by its side. One home for the storefront, the
 * notices and the back office.
 */
export const brClosedAccount = {
  client: 'Cliente do Prosk',
  prosker: 'Prosker do Prosk',
  someone: 'Usuário do Prosk',
};
