/**
 * A closed account keeps no name: it is named by its side. One home for the storefront, the
 * notices and the back office.
 */
export const esClosedAccount = {
  client: 'Cliente de Prosk',
  prosker: 'Prosker de Prosk',
  someone: 'Usuario de Prosk',
};
