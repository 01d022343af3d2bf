import { addressLine, areaLine } from '../../../../common/bookings';
import { phoneForDisplay } from '../../../../common/phone';
import { useT } from '../../i18n/use-t';
import { FactGrid } from '../../layout/grids';
import type { JobDetail } from '../jobs-api';
import { regionOfCurrency } from '../job-time';
import { Fact, SectionPanel } from '../parts';
import { JobPhotos } from '../ProblemPhotos';
import { Alert, Text, linkClass } from '../../ui';
import styles from './JobDetailPage.module.css';

/**
 * What the client said when booking: the problem and its photos, and where the prosker goes and
 * whom to call.
 * The job's prosker gets the address and phone once they accept it (the server decides, ADR
 * 0027); until then they read the city and department and why the rest is not shown yet.
 */
export function Visit({ job }: { job: JobDetail }) {
  const t = useT();
  if (!job.problem && !job.area && !job.address) return null;
  return (
    <SectionPanel title={t('jobs.detail.visitTitle')} testId="job-visit">
      {job.problem && (
        <>
          <Text variant="body2" tone="secondary">
            {job.role === 'client' ? t('jobs.detail.problemOwn') : t('jobs.detail.problem')}
          </Text>
          <Text className={styles.problem} data-testid="job-problem">
            {job.problem}
          </Text>
        </>
      )}
      <JobPhotos job={job} />
      {job.contactHidden && job.area && (
        <Alert severity="info" className={styles.hidden} data-testid="job-contact-hidden">
          {t('jobs.detail.contactHidden', { area: areaLine(job.area) })}
        </Alert>
      )}
      <FactGrid>
        {job.address && (
          <Fact term={t('jobs.detail.address')} testId="job-address">
            {addressLine(job.address)}
          </Fact>
        )}
        {job.contactPhone && (
          <Fact term={t('jobs.detail.phone')} testId="job-phone">
            <a href={`tel:${job.contactPhone}`} className={linkClass}>
              {/* Written as the job's region writes its numbers (another region's with its +). */}
              {phoneForDisplay(job.contactPhone, regionOfCurrency(job.currency))}
            </a>
          </Fact>
        )}
      </FactGrid>
    </SectionPanel>
  );
}
