import type { Catalogue } from '../types';
import type { esDev } from '../es/dev';

export const brDev: Catalogue<typeof esDev> = {
  inbox: {
    title: 'Caixa de e-mail local',
    empty: 'Nenhum e-mail chegou ainda.',
    received: 'Recebido',
    from: 'De',
    to: 'Para',
    subject: 'Assunto',
  },
};
