/**
 * Every catalogue of every language, for the server (mails, notices, API errors), the back
 * office's own picks and tests. The storefront never imports this file: it loads each
 * language's namespaces on demand (`storefront/src/i18n/i18n.ts`).
 */
import { esErrors } from './locales/es/errors';
import { enErrors } from './locales/en/errors';
import { brErrors } from './locales/br/errors';
import { esStorefront } from './locales/es/storefront';
import { enStorefront } from './locales/en/storefront';
import { brStorefront } from './locales/br/storefront';
import { esBackoffice } from './locales/es/backoffice';
import { enBackoffice } from './locales/en/backoffice';
import { brBackoffice } from './locales/br/backoffice';
import { esDev } from './locales/es/dev';
import { enDev } from './locales/en/dev';
import { brDev } from './locales/br/dev';
import { esMail } from './locales/es/mail';
import { enMail } from './locales/en/mail';
import { brMail } from './locales/br/mail';
import { esAgenda } from './locales/es/agenda';
import { enAgenda } from './locales/en/agenda';
import { brAgenda } from './locales/br/agenda';
import { esNotifications } from './locales/es/notifications';
import { enNotifications } from './locales/en/notifications';
import { brNotifications } from './locales/br/notifications';
import { esContent } from './locales/es/content';
import { enContent } from './locales/en/content';
import { brContent } from './locales/br/content';
import { esOffice } from './locales/es/office';
import { enOffice } from './locales/en/office';
import { brOffice } from './locales/br/office';

export const RESOURCES = {
  es: {
    errors: esErrors,
    storefront: esStorefront,
    backoffice: esBackoffice,
    dev: esDev,
    mail: esMail,
    agenda: esAgenda,
    notifications: esNotifications,
    content: esContent,
    office: esOffice,
  },
  en: {
    errors: enErrors,
    storefront: enStorefront,
    backoffice: enBackoffice,
    dev: enDev,
    mail: enMail,
    agenda: enAgenda,
    notifications: enNotifications,
    content: enContent,
    office: enOffice,
  },
  br: {
    errors: brErrors,
    storefront: brStorefront,
    backoffice: brBackoffice,
    dev: brDev,
    mail: brMail,
    agenda: brAgenda,
    notifications: brNotifications,
    content: brContent,
    office: brOffice,
  },
} as const;
