/**
 * Types and react-query hooks of the jobs API (`server/modules/jobs/routes.ts`): published
 * services, buying one, the jobs of a client or a prosker with their status graph
 * (`common/jobs.ts`), payment, reviews, and the reasons to cancel or dispute; a service's booking
 * calendar (open, closed and full days, free slots). Keys of the user's own data
 * start with `['account', …]` so that signing out forgets them.
 */
import { useRegion } from '../navigation/use-region';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TIMES_OF_DAY } from '../../../common/constants';
import type { JobStatus } from '../../../common/jobs';
import { ApiError, apiGet, apiGetDated, apiSend } from '../api/api-client';
import type { Answer, Input, Schemas } from '../api/contract';
import { apiUpload } from '../api/upload';
import { useLanguage } from '../i18n/use-language';
import { ACCOUNT_QUERY_KEY } from '../session/session';
import { proskerReviewsQuery, proskerServicesQuery } from '../profiles/prosker-queries';

export type DayHalf = (typeof TIMES_OF_DAY)[number];
export type JobRole = Schemas['Job']['role'];

export type Service = Schemas['Service'];
/** One service as its page shows it, with `slotRequired`. */
export type ServiceDetail = Schemas['ServiceDetail'];
export type PredefinedService = Schemas['PredefinedService'];
export type Reason = Schemas['JobReason'];
/** A job as its prosker or client sees it: their `role` and the `actions` open to them now. */
export type Job = Schemas['Job'];
/** A job in the user's list, with the person on the other side (`counterpart`). */
export type JobListItem = Schemas['JobListItem'];
export type JobParty = Schemas['JobParty'];
export type JobHistoryEntry = Schemas['JobHistoryEntry'];
export type JobDetail = Schemas['JobDetail'];
export type Review = Schemas['ProskerReview'];
export type Reviews = Schemas['ProskerReviews'];
/** The next weeks of a service's booking calendar (`GET /services/{id}/calendar`). */
export type BookingCalendar = Schemas['BookingCalendar'];
export type BookingDay = Schemas['BookingCalendarDay'];
/** A free 1-hour slot of the prosker's agenda. */
export type Slot = Schemas['BookingSlot'];

export const JOBS_KEY = [...ACCOUNT_QUERY_KEY, 'jobs'] as const;
const MY_SERVICES_KEY = [...ACCOUNT_QUERY_KEY, 'services'] as const;

/** `GET /services/{id}`: one published service (its page's subject, `routing/loaders.ts`). */
export const serviceQuery = (id: number) =>
  queryOptions({
    queryKey: ['service', id],
    queryFn: ({ signal }) => apiGet<ServiceDetail>(`/services/${id}`, { signal }),
  });

export function useService(id: number, enabled = true) {
  return useQuery({ ...serviceQuery(id), enabled });
}

/** What a prosker publishes. */
export function useProskerServices(proskerId: number | undefined) {
  return useQuery({
    ...proskerServicesQuery(proskerId),
    select: (answer) => answer.data,
    enabled: proskerId !== undefined,
  });
}

/** The rating summary and the newest reviews of a prosker. */
export function useProskerReviews(proskerId: number | undefined) {
  return useQuery({ ...proskerReviewsQuery(proskerId), enabled: proskerId !== undefined });
}

/**
 * `GET /predefined-services?category=`: titles a prosker may start from, by category slug (of
 * the page's region, as `useCategories` gives it).
 */
export function usePredefinedServices(category: string | null) {
  const { language } = useLanguage();
  const region = useRegion();
  return useQuery({
    queryKey: ['predefined-services', category, region, language],
    queryFn: ({ signal }) =>
      apiGet<Answer<'/predefined-services'>>(
        `/predefined-services?category=${encodeURIComponent(category ?? '')}&region=${region}`,
        { language, signal },
      ),
    select: (answer) => answer.data,
    enabled: Boolean(category),
    staleTime: 5 * 60_000,
  });
}

/**
 * `GET /cancellation-reasons?for=` or `GET /help-reasons`, names in the interface language.
 * Without a role: every cancellation reason (to name the one a job was cancelled with).
 */
export function useReasons(kind: 'cancellation' | 'help', role: JobRole | null, enabled = true) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['job-reasons', kind, role, language],
    queryFn: ({ signal }) =>
      apiGet<Answer<'/help-reasons'>>(
        kind === 'help' ? '/help-reasons' : `/cancellation-reasons${role ? `?for=${role}` : ''}`,
        { language, signal },
      ),
    select: (answer) => answer.data,
    enabled,
    staleTime: 5 * 60_000,
  });
}

const calendarKey = (serviceId: number) => ['booking-calendar', serviceId] as const;

/**
 * `GET /services/{id}/calendar`: each day of the next weeks open, closed, full or past, with the
 * halves and (by slot) the free slots on offer. Asked again whenever the page comes back.
 */
export function useBookingCalendar(serviceId: number, enabled = true) {
  return useQuery({
    queryKey: calendarKey(serviceId),
    queryFn: ({ signal }) => apiGet<BookingCalendar>(`/services/${serviceId}/calendar`, { signal }),
    staleTime: 0,
    enabled,
  });
}

export type BuyInput = Input<'/services/{id}/buy'>;

/** `POST /services/{id}/buy`: the client's order, a new job. */
export function useBuyService(serviceId: number) {
  const queryClient = useQueryClient();
  const region = useRegion();
  return useMutation({
    // Bought on this region's pages: the server refuses a service of another region.
    mutationFn: (input: BuyInput) =>
      apiSend<Job>(`/services/${serviceId}/buy`, { body: { ...input, region } }),
    // A refused day or slot (taken meanwhile, or the day closed) is not offered again; a prosker
    // who has just set up their agenda is now booked by slot; a changed price is shown anew.
    onError: async (error) => {
      await queryClient.invalidateQueries({ queryKey: calendarKey(serviceId) });
      // Booked by slot now, or at another price: the page shows the service as it is.
      if (
        error instanceof ApiError &&
        (error.code === 'JOB_SLOT_REQUIRED' || error.code === 'SERVICE_PRICE_CHANGED')
      ) {
        await queryClient.invalidateQueries({ queryKey: ['service', serviceId] });
      }
    },
    onSuccess: async (job) => {
      await queryClient.invalidateQueries({ queryKey: JOBS_KEY });
      await queryClient.invalidateQueries({ queryKey: calendarKey(serviceId) });
      // A new address given with the booking joined the client's addresses.
      await queryClient.invalidateQueries({ queryKey: [...ACCOUNT_QUERY_KEY, 'addresses'] });
      queryClient.removeQueries({ queryKey: [...JOBS_KEY, 'detail', job.id] });
    },
  });
}

/** `GET /user/jobs?role=&status=` with keyset pages ("load more"). */
export function useJobs(role: JobRole, status: JobStatus | null) {
  return useInfiniteQuery({
    queryKey: [...JOBS_KEY, 'list', role, status],
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ role });
      if (status) search.set('status', status);
      if (pageParam) search.set('cursor', pageParam);
      return apiGetDated<Answer<'/user/jobs'>>(`/user/jobs?${search.toString()}`, {
        signal,
      }).then(({ body, savedAt }) => ({ ...body, savedAt }));
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

/**
 * `GET /user/jobs/{id}`: the job with its history. `pollMs` asks again every so often (a
 * payment waits for Mercado Pago's notification).
 */
export function useJob(id: number, pollMs: number | false = false, enabled = true) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...JOBS_KEY, 'detail', id, language],
    queryFn: ({ signal }) => apiGet<JobDetail>(`/user/jobs/${id}`, { language, signal }),
    staleTime: 0,
    enabled,
    // Only while the job still waits for its payment.
    refetchInterval: pollMs
      ? (query) =>
          query.state.data && query.state.data.status !== 'paymentRequired' ? false : pollMs
      : false,
  });
}

function useAfterJobChange(id: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...JOBS_KEY, 'detail', id] }),
      queryClient.invalidateQueries({ queryKey: [...JOBS_KEY, 'list'] }),
    ]);
}

/** `POST /user/jobs/{id}/photos`: one photo of the problem, sent by the client of a new job. */
export const uploadProblemPhoto = (jobId: number, file: File) =>
  apiUpload<Job>(`/user/jobs/${jobId}/photos`, file, { method: 'POST' });

/** The photos of the problem of the client's new job: add one, remove one (1 for the first). */
export function useProblemPhotos(jobId: number) {
  const after = useAfterJobChange(jobId);
  return {
    add: useMutation({
      mutationFn: (file: File) => uploadProblemPhoto(jobId, file),
      onSettled: after,
    }),
    remove: useMutation({
      mutationFn: (position: number) =>
        apiSend<Job>(`/user/jobs/${jobId}/photos/${position}`, { method: 'DELETE' }),
      onSettled: after,
    }),
  };
}

export type ActionInput = Input<'/user/jobs/{id}/actions'>;

/** `POST /user/jobs/{id}/actions`: moves the job along the graph. */
export function useJobAction(id: number) {
  const after = useAfterJobChange(id);
  return useMutation({
    mutationFn: (input: ActionInput) => apiSend<Job>(`/user/jobs/${id}/actions`, { body: input }),
    onSettled: after,
  });
}

export type JobPaymentInput = Input<'/user/jobs/{id}/payment'>;

export type JobPaymentAnswer = Schemas['JobPayment'];

/** `POST /user/jobs/{id}/payment`: the client pays with a card token made in the browser. */
export function useJobPayment(id: number) {
  const after = useAfterJobChange(id);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobPaymentInput) =>
      apiSend<JobPaymentAnswer>(`/user/jobs/${id}/payment`, { body: input }),
    onSettled: async () => {
      await after();
      await queryClient.invalidateQueries({ queryKey: [...ACCOUNT_QUERY_KEY, 'billing'] });
    },
  });
}

/** `POST /user/jobs/{id}/review`: 1 to 5 stars and a text, once. */
export function useReviewJob(job: { id: number; proskerId: number }) {
  const after = useAfterJobChange(job.id);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'/user/jobs/{id}/review'>) =>
      apiSend<Schemas['JobReview']>(`/user/jobs/${job.id}/review`, { body: input }),
    onSettled: async () => {
      await after();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['prosker-reviews', job.proskerId] }),
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
        queryClient.invalidateQueries({ queryKey: ['profiles'] }),
      ]);
    },
  });
}

/** A new job for a client, or the changes to one while it is new. */
export type JobInput = Input<'/user/jobs'> | Input<'/user/jobs/{id}', 'put'>;

/** `POST /user/jobs` (a new job for a client) or `PUT /user/jobs/{id}` (while it is new). */
export function useSaveJob(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobInput) =>
      id === null
        ? apiSend<Job>('/user/jobs', { body: input })
        : apiSend<Job>(`/user/jobs/${id}`, { method: 'PUT', body: input }),
    onSuccess: async (job) => {
      await queryClient.invalidateQueries({ queryKey: JOBS_KEY });
      queryClient.removeQueries({ queryKey: [...JOBS_KEY, 'detail', job.id] });
    },
  });
}

/** `GET /user/services`: the prosker's own services, withdrawn ones included. */
export function useMyServices(enabled = true) {
  return useQuery({
    queryKey: MY_SERVICES_KEY,
    queryFn: ({ signal }) => apiGet<Answer<'/user/services'>>('/user/services', { signal }),
    select: (answer) => answer.data,
    enabled,
    staleTime: 0,
  });
}

/** A new service, or the changes to a published one (its title and category stay). */
export type ServiceInput = Input<'/user/services'> | Input<'/user/services/{id}', 'put'>;

/** After publishing, changing or withdrawing: the own list, the public list and the service pages. */
export function useRefreshServices() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MY_SERVICES_KEY }),
      queryClient.invalidateQueries({ queryKey: ['prosker-services'] }),
      queryClient.invalidateQueries({ queryKey: ['service'] }),
    ]);
}

/**
 * The small square version of an uploaded service or job image: the server keeps
 * `…/thumb.webp` beside `…/large.webp`. Any other address is shown as it is.
 */
export function thumbOf(image: string | null): string | null {
  return image && /^\/media\/jobs\/.+\/large\.webp$/.test(image)
    ? image.replace(/\/large\.webp$/, '/thumb.webp')
    : image;
}

/** What owns an image: one of the prosker's services, or one of their jobs while it is new. */
export type ImageOwner = { kind: 'service' | 'job'; id: number };

const imagePath = (owner: ImageOwner) =>
  `/user/${owner.kind === 'service' ? 'services' : 'jobs'}/${owner.id}/image`;

/**
 * `PUT /user/services/{id}/image` or `PUT /user/jobs/{id}/image` (with progress), and the
 * `DELETE` of the same address; both refresh what shows the image.
 */
export function useOwnerImage(owner: ImageOwner) {
  const queryClient = useQueryClient();
  const refreshServices = useRefreshServices();
  const refresh = () =>
    owner.kind === 'service'
      ? refreshServices()
      : Promise.all([
          queryClient.invalidateQueries({ queryKey: [...JOBS_KEY, 'detail', owner.id] }),
          queryClient.invalidateQueries({ queryKey: [...JOBS_KEY, 'list'] }),
        ]);
  return {
    upload: async (file: File, onProgress: (fraction: number) => void) => {
      await apiUpload(imagePath(owner), file, { method: 'PUT', onProgress });
      await refresh();
    },
    remove: async () => {
      await apiSend(imagePath(owner), { method: 'DELETE' });
      await refresh();
    },
  };
}

/** `POST /user/services` (publishes a service) or `PUT /user/services/{id}` (changes one). */
export function useSaveService(id: number | null) {
  const refresh = useRefreshServices();
  return useMutation({
    mutationFn: (input: ServiceInput) =>
      id === null
        ? apiSend<Service>('/user/services', { body: input })
        : apiSend<Service>(`/user/services/${id}`, { method: 'PUT', body: input }),
    onSuccess: refresh,
  });
}
