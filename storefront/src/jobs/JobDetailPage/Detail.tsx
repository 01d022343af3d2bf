import CreditCardIcon from 'plain-icon:CreditCard';
import EditOutlinedIcon from 'plain-icon:EditOutlined';
import { useState } from 'react';
import { actionsFor, FINAL_STATUSES, JOB_TRANSITIONS } from '../../../../common/jobs';
import { StartChatButton } from '../../conversations/StartChatButton';
import { FormAlert } from '../../forms/FormAlert';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { RouteLink } from '../../navigation/RouteLink';
import type { UserAction } from '../JobActions';
import { JobActions } from '../JobActions';
import { JobFeePanel } from '../JobFeePanel';
import { JobPaidPanel } from '../JobPaidPanel';
import { JobHistory } from '../JobHistory';
import { JobReview } from '../JobReview';
import { regionOfCurrency } from '../job-time';
import type { JobDetail } from '../jobs-api';
import { MainAndSide, SectionPanel, WithImage } from '../parts';
import { LinkButton, Text } from '../../ui';
import { Facts } from './Facts';
import { ReasonNote } from './ReasonNote';
import { Visit } from './Visit';
import styles from './JobDetailPage.module.css';

/**
 * What the viewer will do on the job's day, while it is ahead: the graph's actions that wait for
 * it (`onItsDay`), and the client's review of a job marked complete before it.
 */
function waitingForDay(job: JobDetail): ('start' | 'finish' | 'confirm' | 'review')[] {
  if (!job.dayAhead) return [];
  const actions = actionsFor(job.status, job.role).filter(
    (action): action is 'start' | 'finish' | 'confirm' => Boolean(JOB_TRANSITIONS[action].onItsDay),
  );
  const review = job.role === 'client' && job.status === 'complete' && !job.review;
  return review ? [...actions, 'review'] : actions;
}

/** The job's actions (or payment), fee, review, reason, description and facts beside its history. */
export function Detail({ job, processing }: { job: JobDetail; processing: boolean }) {
  const t = useT();
  const { fullDate: calendarDay } = useFormat();
  const [done, setDone] = useState<UserAction | null>(null);
  const payable = job.role === 'client' && job.status === 'paymentRequired';
  const showFee = job.role === 'prosker' && job.requiresPayment;
  const waiting = waitingForDay(job);
  const hasActions =
    job.actions.length > 0 ||
    waiting.length > 0 ||
    payable ||
    (job.role === 'prosker' && (job.status === 'new' || job.status === 'offered'));
  // A finished job has nothing left to do: no panel that says so.
  const showActions = hasActions || done !== null || !FINAL_STATUSES.includes(job.status);

  return (
    <MainAndSide side={380} gap={3}>
      <div className={styles.column}>
        {showActions && (
          <SectionPanel title={t('jobs.detail.actionsTitle')} testId="job-actions-panel">
            {done && (
              <FormAlert severity="success" data-testid="action-done" onClose={() => setDone(null)}>
                {t(`jobs.actionDone.${done}`)}
              </FormAlert>
            )}
            {payable && processing && (
              <FormAlert severity="info" data-testid="payment-processing">
                {t('jobs.detail.paymentProcessing')}
              </FormAlert>
            )}
            {payable && !processing && (
              <div className={styles.gap}>
                <Text className={styles.payNote}>{t('jobs.detail.payNote')}</Text>
                <LinkButton
                  render={
                    <RouteLink
                      to="servicePayment"
                      params={{ serviceId: job.id }}
                      data-testid="pay-job"
                    />
                  }
                  variant="contained"
                  size="large"
                  startIcon={<CreditCardIcon />}
                  className={styles.pay}
                >
                  {t('jobs.detail.pay')}
                </LinkButton>
              </div>
            )}
            {job.role === 'prosker' && job.status === 'paymentRequired' && (
              <Text tone="secondary" className={styles.gap}>
                {t('jobs.detail.waitingPayment')}
              </Text>
            )}
            {waiting.map((action) => (
              <Text
                key={action}
                tone="secondary"
                className={styles.gap}
                data-testid="job-waits-for-day"
              >
                {t(`jobs.detail.onItsDay.${action}`, { day: calendarDay(job.dayAhead!) })}
              </Text>
            ))}
            <JobActions
              job={job}
              onDone={(action) => {
                setDone(action);
              }}
            />
            {job.role === 'prosker' && (job.status === 'new' || job.status === 'offered') && (
              <LinkButton
                render={<RouteLink to="jobEdit" params={{ jobId: job.id }} />}
                startIcon={<EditOutlinedIcon />}
                className={styles.edit}
              >
                {t('jobs.detail.edit')}
              </LinkButton>
            )}
            {!hasActions && !done && <Text tone="secondary">{t('jobs.detail.noActions')}</Text>}
          </SectionPanel>
        )}
        <JobPaidPanel job={job} />
        {showFee && <JobFeePanel job={job} />}
        <JobReview job={job} />
        <ReasonNote job={job} />
        <Visit job={job} />
        <section aria-labelledby="job-description">
          <Text variant="h2" id="job-description" className={styles.sectionTitle}>
            {t('jobs.detail.description')}
          </Text>
          <WithImage image={job.image} title={job.title} testId="job-image">
            <Text className={styles.prose}>{job.description}</Text>
          </WithImage>
        </section>
        <Facts job={job} />
      </div>
      <div className={styles.column}>
        <div className={styles.chat}>
          {job.role === 'client' ? (
            <StartChatButton
              to={{ proskerId: job.proskerId }}
              label={t('chat.startWithProsker')}
              testId="job-chat"
            />
          ) : (
            <StartChatButton
              to={{ clientId: job.clientId }}
              label={t('chat.startWithClient')}
              testId="job-chat"
            />
          )}
        </div>
        {job.role === 'prosker' && job.serviceId !== null && (
          <div data-testid="job-service-edit">
            <LinkButton
              render={<RouteLink to="settingsServiceEdit" params={{ serviceId: job.serviceId }} />}
              startIcon={<EditOutlinedIcon />}
            >
              {t('jobs.detail.editService')}
            </LinkButton>
            <Text variant="body2" tone="secondary">
              {t('jobs.detail.editServiceNote')}
            </Text>
          </div>
        )}
        <JobHistory entries={job.history} region={regionOfCurrency(job.currency)} />
      </div>
    </MainAndSide>
  );
}
