/**
 * Jobs: services proskers publish, jobs (orders) and their life cycle (`common/jobs.ts`),
 * payment through billing, reviews. Other modules use only what is exported here.
 */
import { AUTO_COMPLETE_DAYS } from '../../../common/jobs';
import type { Platform } from '../../platform';
import { jobsAdminRoutes } from './admin-routes';
import { jobsRoutes } from './routes';
import { createJobsService, type JobsDeps } from './service';

export type { JobsDeps } from './service';
export { haveJobTogether } from './relations';

export const AUTO_COMPLETE_JOB = 'jobs.auto-complete';
export const RETRY_REFUNDS_JOB = 'jobs.retry-refunds';

export function createJobsModule(platform: Platform, deps: JobsDeps) {
  const service = createJobsService(platform, deps);
  platform.events.on('payment.changed', ({ jobId, status }) =>
    service.paymentChanged(jobId, status),
  );
  return {
    service,
    routes: jobsRoutes(service),
    adminRoutes: jobsAdminRoutes(platform.db, service),
    jobs: [
      {
        name: AUTO_COMPLETE_JOB,
        cron: '7 * * * *',
        run: () => service.autoComplete(AUTO_COMPLETE_DAYS),
      },
      { name: RETRY_REFUNDS_JOB, cron: '37 * * * *', run: () => service.retryRefunds() },
    ],
  };
}
