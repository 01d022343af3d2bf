import type { Catalogue } from '../types';
import type { esDev } from '../es/dev';

export const enDev: Catalogue<typeof esDev> = {
  inbox: {
    title: 'Local mail inbox',
    empty: 'No mail has arrived yet.',
    received: 'Received',
    from: 'From',
    to: 'To',
    subject: 'Subject',
  },
};
