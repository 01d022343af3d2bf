import type { Catalogue } from '../types';
import type { esAgenda } from '../es/agenda';

export const enAgenda: Catalogue<typeof esAgenda> = {
  title: 'Agenda',
};
