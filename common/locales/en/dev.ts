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
  whatsapp: {
    title: 'WhatsApp (local emulator)',
    intro: 'Template messages the local WhatsApp Cloud API emulator received, newest first.',
    empty: 'No messages yet.',
    received: 'Received',
    to: 'To',
    template: 'Template',
    language: 'Language',
    parameters: 'Parameters',
    status: 'Status',
    id: 'Message id',
  },
  oauth: {
    title: 'Sign in with {{provider}}',
    notice: 'Local emulator: nothing leaves this computer and no real account is involved.',
    request: '{{client}} wants to know your name, your e-mail address and your profile picture.',
    email: 'E-mail address',
    emailOptional: 'Leave it empty to keep your e-mail to yourself.',
    emailInvalid: 'Enter a valid e-mail address.',
    emailVerified: 'E-mail verified',
    givenName: 'First name',
    familyName: 'Last name',
    name: 'Full name',
    continue: 'Continue',
    cancel: 'Cancel',
  },
};
