import { createContext, useContext } from 'react';

/**
 * True while the server renders a page only to learn which answers it asks for (the first
 * pass, before any answer is there): the layout around the page asks for nothing a visitor's
 * page needs, so it is left out of that pass and rendered once the answers are in.
 */
export const DiscoveryPassContext = createContext(false);

export const useDiscoveryPass = () => useContext(DiscoveryPassContext);
