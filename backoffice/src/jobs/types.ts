import { JOB_STATUSES, JOB_TRANSITIONS, type JobStatus } from '../../../common/jobs';
import type { Currency } from '../../../common/billing';

/** One change of a job, oldest first, as GET /backoffice/api/jobs/{id} returns it. */
export interface JobHistoryEntry {
  id: number;
  actor: 'prosker' | 'client' | 'staff' | 'system';
  /** The user who acted; null for staff and the system. */
  actorId: number | null;
  actorUsername: string | null;
  /** A transition of common/jobs.ts, or `create` and `edit`. */
  action: string;
  from: JobStatus | null;
  to: JobStatus;
  comment: string | null;
  at: string;
}

/** A job as the staff API returns it; the history and review come with one job only. */
export interface Job {
  id: number;
  title: string;
  description: string;
  status: JobStatus;
  proskerId: number;
  proskerEmail: string;
  proskerUsername: string;
  clientId: number;
  clientEmail: string;
  clientUsername: string;
  serviceId: number | null;
  categoryId: number | null;
  /** In the interface language (the server reads Accept-Language). */
  categoryName: string | null;
  price: number;
  currency: Currency;
  cost: number | null;
  startDate: string;
  endDate: string;
  timeOfDay: 'morning' | 'afternoon' | null;
  requiresAppointment: boolean;
  requiresPayment: boolean;
  cancellationReasonId: number | null;
  cancellationReason: string | null;
  cancellationNote: string | null;
  helpReasonId: number | null;
  helpReason: string | null;
  helpNote: string | null;
  createdAt: string;
  updatedAt: string;
  history?: JobHistoryEntry[];
  review?: { id: number; rating: number; text: string; createdAt: string } | null;
}

export const STATUS_CHOICES = JOB_STATUSES.map((status) => ({
  id: status,
  name: `backoffice.jobs.statuses.${status}`,
}));

export const TIME_OF_DAY_CHOICES = (['morning', 'afternoon'] as const).map((time) => ({
  id: time,
  name: `backoffice.jobs.timesOfDay.${time}`,
}));

/** Staff settle a dispute only from the statuses the graph allows (common/jobs.ts). */
export const canResolve = (job: Job) => JOB_TRANSITIONS.resolve.from.includes(job.status);

export const jobRepresentation = (job: Job) => `#${job.id} · ${job.title}`;
