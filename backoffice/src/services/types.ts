import { SERVICE_STATES } from '../../../common/jobs';
import { REGIONS } from '../../../common/regions';
import type { Schemas } from '../api/contract';

/** A published service as GET /backoffice/api/services returns it. */
export type Service = Schemas['AdminService'];

export const STATE_CHOICES = SERVICE_STATES.map((state) => ({
  id: state,
  name: `backoffice.services.states.${state}`,
}));

export const REGION_CHOICES = REGIONS.map((region) => ({
  id: region,
  name: `backoffice.services.regions.${region}`,
}));

export const serviceRepresentation = (service: Service) => `#${service.id} ${service.title}`;
