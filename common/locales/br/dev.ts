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
  whatsapp: {
    title: 'WhatsApp (emulador local)',
    intro:
      'Mensagens de modelo que o emulador local da API do WhatsApp recebeu, da mais nova à mais antiga.',
    empty: 'Nenhuma mensagem chegou ainda.',
    received: 'Recebida',
    to: 'Para',
    template: 'Modelo',
    language: 'Idioma',
    parameters: 'Parâmetros',
    status: 'Status',
    id: 'Id da mensagem',
  },
  oauth: {
    title: 'Entrar com {{provider}}',
    notice: 'Emulador local: nada sai deste computador e nenhuma conta real participa.',
    request: '{{client}} quer saber seu nome, seu e-mail e sua foto de perfil.',
    email: 'E-mail',
    emailOptional: 'Deixe vazio para não compartilhar seu e-mail.',
    emailInvalid: 'Informe um e-mail válido.',
    emailVerified: 'E-mail verificado',
    givenName: 'Nome',
    familyName: 'Sobrenome',
    name: 'Nome completo',
    continue: 'Continuar',
    cancel: 'Cancelar',
  },
};
