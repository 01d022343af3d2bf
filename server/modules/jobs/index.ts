/**
 * Jobs: services proskers publish, jobs (orders) and their life cycle (`common/jobs.ts`),
 * payment through billing, reviews. Other modules use only what is exported here.
 */
import { AUTO_COMPLETE_DAYS } from '../../../common/jobs';
import type { Platform } from '../../platform';
import { tableStore } from '../../platform/admin-resource';
import { jobsAdminRoutes, reasonAdminRoutes } from './admin-routes';
import { createClosingWork } from './closing';
import { jobsExportFor, jobsForget, jobsLastActivity } from './data-export';
import { serviceAdminRoutes } from './admin-services';
import { createDueNotices } from './due';
import { jobsRoutes } from './routes';
import type { JobsDeps } from './deps';
import { createJobsService } from './service';
import { createStaffServices } from './staff-services';

export type { JobsDeps } from './deps';
export {
  haveJobTogether,
  jobsBetween,
  proskerClientJobs,
  offerCardOf,
  offerCards,
  proskerJobsBetween,
  proskerPendingJobs,
  serviceSummaries,
  type ClientJobs,
  type DatedJob,
  type JobBetween,
  type PendingJob,
  type OfferCard,
  type ServiceSummary,
} from './relations';
export {
  publishedServiceRanges,
  publishedServicesBetween,
  type PublishedService,
} from './published';
export { reasonNames } from './reason-names';
export {
  ACCOUNT_JOB_NOT_CANCELLABLE,
  ACCOUNT_PAID_JOB_OPEN,
  type ClosingWork,
  type OpenJob,
} from './closing';

export const AUTO_COMPLETE_TASK = 'jobs.auto-complete';
export const RETRY_REFUNDS_TASK = 'jobs.retry-refunds';
/** Every 5 minutes: the reminders before an appointment and the review request (`job.due`). */
export const DUE_NOTICES_TASK = 'jobs.due-notices';

export function createJobsModule(platform: Platform, deps: JobsDeps) {
  const service = createJobsService(platform, deps);
  const due = createDueNotices(platform);
  /** Closing an account: its open jobs listed, then cancelled in the closing's transaction. */
  const closing = createClosingWork(platform, {
    moveIn: service.moveIn,
    jobPaymentState: deps.billing.jobPaymentState,
  });
  platform.events.on('payment.changed', ({ jobId, status }) =>
    service.paymentChanged(jobId, status),
  );
  return {
    service,
    closing,
    /** The user's jobs, services and reviews, for their data download. */
    exportFor: (userId: number) => jobsExportFor(platform.db, userId),
    /** The retention period: the user's last job, and what their jobs say of them, forgotten. */
    lastActivity: (userId: number) => jobsLastActivity(platform.db, userId),
    forget: jobsForget,
    routes: jobsRoutes(service),
    adminRoutes: [
      ...reasonAdminRoutes({
        cancellationReasons: tableStore(
          platform.db,
          'cancellation_reasons',
          'SELECT count(*) FROM jobs j WHERE j.cancellation_reason_id = cancellation_reasons.id',
        ),
        helpReasons: tableStore(
          platform.db,
          'help_reasons',
          'SELECT count(*) FROM jobs j WHERE j.help_reason_id = help_reasons.id',
        ),
      }),
      ...jobsAdminRoutes(service),
      ...serviceAdminRoutes(
        createStaffServices(platform),
        tableStore(
          platform.db,
          'predefined_services',
          `(SELECT count(*) FROM services s WHERE s.predefined_service_id = predefined_services.id)
           + (SELECT count(*) FROM jobs j WHERE j.predefined_service_id = predefined_services.id)`,
        ),
      ),
    ],
    tasks: [
      {
        name: AUTO_COMPLETE_TASK,
        cron: '7 * * * *',
        run: () => service.autoComplete(AUTO_COMPLETE_DAYS),
      },
      { name: RETRY_REFUNDS_TASK, cron: '37 * * * *', run: () => service.retryRefunds() },
      { name: DUE_NOTICES_TASK, cron: '*/5 * * * *', run: () => due.emitDue() },
    ],
  };
}
