import { countedNotice, type Usage } from '../components/Usage';
import { pickFields } from '../categories/types';
import { currentLanguage } from '../i18n-provider';
import type { Schemas } from '../api/contract';

/** A service of the predefined catalogue as GET /backoffice/api/predefined-services returns it. */
export type PredefinedService = Schemas['AdminPredefinedService'];

const FIELDS = [
  'categoryId',
  'title_es',
  'title_en',
  'title_br',
  'requiresAppointment',
  'enabled',
  'position',
] as const;

/** What POST and PUT accept; id and usage are the server's. */
export const toPredefinedServiceBody = pickFields<PredefinedService, (typeof FIELDS)[number]>(
  FIELDS,
);

/** The title in the interface language, for titles and confirmations. */
export const predefinedServiceTitle = (service: PredefinedService): string =>
  service[`title_${currentLanguage()}`];

/**
 * One nothing came from may be deleted; one a published service or a job came from is only
 * retired (disabled): proskers no longer see it, and what came from it stays.
 */
export const predefinedServiceUsage: Usage<PredefinedService> = {
  inUse: (service) => service.usage > 0,
  name: predefinedServiceTitle,
  notice: countedNotice('backoffice.predefined-services', (service) => service.usage),
};
