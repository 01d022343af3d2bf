import { JOB_STATUSES, JOB_TRANSITIONS } from '../../../common/jobs';
import type { Schemas } from '../api/contract';

/** One change of a job, oldest first, as GET /backoffice/api/jobs/{id} returns it. */
export type JobHistoryEntry = Schemas['AdminJobHistoryEntry'];

/** A job as the staff API returns it; the history and review come with one job only. */
export type Job = Schemas['AdminJob'] &
  Partial<Pick<Schemas['AdminJobDetail'], 'history' | 'review' | 'money'>>;

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
