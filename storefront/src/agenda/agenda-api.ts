/**
 * Types and react-query hooks of the agenda API (`server/modules/agenda/API.md`): the week,
 * special dates and events of the signed-in prosker. Keys start with `['account', 'agenda']`
 * so that signing out forgets them. Answers are not translated (only error messages are), so
 * the language is not part of the keys.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiGetDated, apiSend } from '../api/api-client';
import type { Answer, Input, Schemas } from '../api/contract';
import { ACCOUNT_QUERY_KEY } from '../session/session';

/** One weekday (0 = Sunday ... 6 = Saturday): open with its ranges, or closed. */
export type AvailabilityDay = Schemas['AgendaWeekDay'];
/** The week and the prosker's time zone. */
export type Availability = Schemas['AgendaAvailability'];
/** A date (YYYY-MM-DD in the prosker's zone) with its own hours, or closed. */
export type SpecialDate = Schemas['AgendaSpecialDate'];
/** An event as one of its parties sees it (`role`: the signed-in user's part in it). */
export type AgendaEvent = Schemas['AgendaEvent'];
/**
 * A dated job of the signed-in prosker's: a half-day booking, a slot booking (`eventId`: drawn
 * as its event) or a job the prosker wrote.
 */
export type AgendaJob = Schemas['AgendaJob'];
/** What the prosker sends to add an event by hand. */
export type NewEvent = Input<'/agenda/events'>;

export const AGENDA_KEY = [...ACCOUNT_QUERY_KEY, 'agenda'] as const;
const AVAILABILITY_KEY = [...AGENDA_KEY, 'availability'] as const;
const SPECIAL_DATES_KEY = [...AGENDA_KEY, 'special-dates'] as const;
const EVENTS_KEY = [...AGENDA_KEY, 'events'] as const;

/** A refusal that means "no premium agenda for you": the page shows the premium explanation. */
export const isAgendaDenied = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.code === 'PERMISSION_DENIED';

/** `GET /agenda/availability`: the week and the prosker's time zone. */
export function useAvailability() {
  return useQuery({
    queryKey: AVAILABILITY_KEY,
    queryFn: ({ signal }) =>
      apiGet<Answer<'/agenda/availability'>>('/agenda/availability', { signal }),
  });
}

/** `PUT /agenda/availability`: the answer replaces the cached week. */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: Input<'/agenda/availability', 'put'>['days']) =>
      apiSend<Answer<'/agenda/availability', 'put'>>('/agenda/availability', {
        method: 'PUT',
        body: { days },
      }),
    onSuccess: (answer) => queryClient.setQueryData(AVAILABILITY_KEY, answer),
  });
}

/**
 * `GET /agenda/special-dates`: from today on without a window (the panel's list), or the
 * dates of a window (`to` included; the calendar's visible days).
 */
export function useSpecialDates(window?: { from: string; to: string }) {
  const search = window ? `?from=${window.from}&to=${window.to}` : '';
  return useQuery({
    queryKey: [...SPECIAL_DATES_KEY, window?.from ?? 'upcoming', window?.to ?? ''],
    queryFn: ({ signal }) =>
      apiGet<Answer<'/agenda/special-dates'>>(`/agenda/special-dates${search}`, {
        signal,
      }),
    select: (answer) => answer.data,
    placeholderData: window ? keepPreviousData : undefined,
  });
}

/** `PUT /agenda/special-dates/{date}`. */
export function useSaveSpecialDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, ...body }: SpecialDate) =>
      apiSend<Answer<'/agenda/special-dates/{date}', 'put'>>(`/agenda/special-dates/${date}`, {
        method: 'PUT',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SPECIAL_DATES_KEY }),
  });
}

/** `DELETE /agenda/special-dates/{date}`. */
export function useDeleteSpecialDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => apiSend(`/agenda/special-dates/${date}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SPECIAL_DATES_KEY }),
  });
}

/**
 * `GET /agenda/events?from=&to=`: dates (midnight in the prosker's zone), `to` excluded; the
 * events and the prosker's dated jobs. `savedAt`: when the answer is the service worker's saved
 * copy (offline), when it was made.
 */
export function useEvents(window: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...EVENTS_KEY, window?.from ?? '', window?.to ?? ''],
    queryFn: async ({ signal }) => {
      const { body, savedAt } = await apiGetDated<Answer<'/agenda/events'>>(
        `/agenda/events?from=${window!.from}&to=${window!.to}`,
        { signal },
      );
      return { list: body.data, jobs: body.jobs, savedAt };
    },
    enabled: window !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** `POST /agenda/events`: a pending event the prosker adds by hand. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: NewEvent) =>
      apiSend<Answer<'/agenda/events', 'post'>>('/agenda/events', { method: 'POST', body: event }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}

/** `PUT /agenda/events/{id}/status`: approve or reject. */
export function useChangeEventStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'approved' | 'rejected' }) =>
      apiSend<Answer<'/agenda/events/{id}/status', 'put'>>(`/agenda/events/${id}/status`, {
        method: 'PUT',
        body: { status },
      }),
    // Offline the dialog queues the decision instead (`pwa/outbox.ts`); a send that fails
    // anyway must fail at once so it is queued, not wait paused.
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
