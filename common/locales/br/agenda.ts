import type { Catalogue } from '../types';
import type { esAgenda } from '../es/agenda';

export const brAgenda: Catalogue<typeof esAgenda> = {
  title: 'Agenda',
};
