/**
 * Agenda: a premium prosker's weekly availability, special dates and calendar events with their
 * approval; free slots for booking. No two live events of a prosker overlap (an exclusion
 * constraint). Other modules use only what is exported here. See README.md and API.md.
 */
import type { ModuleRoutes, Platform } from '../../platform';
import { createEvents } from './events';
import { agendaRoutes } from './routes';

export { holdSlot, approveForJob, releaseForJob } from './events';
export type { AgendaEvent, Contact, HoldSlotInput, PrivateEvent } from './events';
export { bookingDay, keepsAgenda } from './schedule';
export type { BookingDay } from './schedule';

export interface AgendaDeps {
  /** Billing's entitlement: the agenda is a premium feature (writes need it). */
  isPremium: (userId: number) => Promise<boolean>;
  /**
   * Whether the prosker knows the client: they have a job together (a conversation too, once
   * messaging keeps them). A prosker adds events only for clients they know, or for walk-ins
   * typed by hand.
   */
  knowsClient: (proskerId: number, clientId: number) => Promise<boolean>;
}

export function createAgendaModule(platform: Platform, deps: AgendaDeps): ModuleRoutes {
  const events = createEvents(platform.db);
  return { routes: agendaRoutes(platform, events, deps), adminRoutes: [] };
}
