/**
 * Agenda: a premium prosker's weekly availability, special dates and calendar events with their
 * approval; free slots for booking. No two live events of a prosker overlap (an exclusion
 * constraint). Other modules use only what is exported here. See README.md and API.md.
 */
import type { ModuleRoutes, Platform } from '../../platform';
import { agendaExportFor, agendaForget } from './data-export';
import { agendaRoutes } from './routes';
import { createAgendaService, type AgendaDeps } from './service';

export { holdSlot, approveForJob, releaseForJob, bookingCalendar } from './calendar-events';
export type {
  AgendaEvent,
  BookingCalendarDay,
  Contact,
  HoldSlotInput,
  PrivateEvent,
} from './calendar-events';
export { bookingDay, keepsAgenda, setOwnHours, timeZoneOfUser } from './schedule';
export type { BookingDay } from './schedule';
export type { AgendaDeps, AgendaService, DatedJobInput } from './service';

export function createAgendaModule(
  platform: Platform,
  deps: AgendaDeps,
): ModuleRoutes & {
  exportFor: (userId: number) => ReturnType<typeof agendaExportFor>;
  forget: typeof agendaForget;
} {
  const service = createAgendaService(platform, deps);
  // Premium's usual hours for a prosker who never had a week (through the outbox: retried).
  platform.events.on('premium.changed', async ({ userId, premium }) => {
    if (premium) await service.premiumStarted(userId);
  });
  return {
    routes: agendaRoutes(service),
    adminRoutes: [],
    /** The user's agenda, for their data download. */
    exportFor: (userId: number) => agendaExportFor(platform.db, userId),
    /** The end of the retention period: the user's calendar goes. */
    forget: agendaForget,
  };
}
