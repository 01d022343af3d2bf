import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import { actionsFor, FINAL_STATUSES, JOB_TRANSITIONS } from '../../../../common/jobs';
import { StartChatButton } from '../../chat/StartChatButton';
import { FormAlert } from '../../forms/FormAlert';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { RouteLink } from '../../routing/RouteLink';
import type { UserAction } from '../JobActions';
import { JobActions } from '../JobActions';
import { JobFeePanel } from '../JobFeePanel';
import { JobPaidPanel } from '../JobPaidPanel';
import { JobHistory } from '../JobHistory';
import { JobReview } from '../JobReview';
import { regionOfCurrency } from '../job-time';
import type { JobDetail } from '../jobs-api';
import { MainAndSide, sectionTitleSx, SectionPanel, WithImage } from '../parts';
import { Facts } from './Facts';
import { ReasonNote } from './ReasonNote';
import { Visit } from './Visit';

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
      <Box sx={{ display: 'grid', gap: 3, alignContent: 'start', minWidth: 0 }}>
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
              <Box sx={{ mb: 2 }}>
                <Typography sx={{ mb: 1 }}>{t('jobs.detail.payNote')}</Typography>
                <Button
                  component={RouteLink}
                  to="servicePayment"
                  params={{ serviceId: job.id }}
                  variant="contained"
                  size="large"
                  startIcon={<CreditCardIcon aria-hidden />}
                  sx={{ width: { xs: '100%', sm: 'auto' } }}
                  data-testid="pay-job"
                >
                  {t('jobs.detail.pay')}
                </Button>
              </Box>
            )}
            {job.role === 'prosker' && job.status === 'paymentRequired' && (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('jobs.detail.waitingPayment')}
              </Typography>
            )}
            {waiting.map((action) => (
              <Typography
                key={action}
                color="text.secondary"
                sx={{ mb: 2 }}
                data-testid="job-waits-for-day"
              >
                {t(`jobs.detail.onItsDay.${action}`, { day: calendarDay(job.dayAhead!) })}
              </Typography>
            ))}
            <JobActions
              job={job}
              onDone={(action) => {
                setDone(action);
              }}
            />
            {job.role === 'prosker' && (job.status === 'new' || job.status === 'offered') && (
              <Button
                component={RouteLink}
                to="jobEdit"
                params={{ jobId: job.id }}
                startIcon={<EditOutlinedIcon aria-hidden />}
                sx={{ mt: 1 }}
              >
                {t('jobs.detail.edit')}
              </Button>
            )}
            {!hasActions && !done && (
              <Typography color="text.secondary">{t('jobs.detail.noActions')}</Typography>
            )}
          </SectionPanel>
        )}
        <JobPaidPanel job={job} />
        {showFee && <JobFeePanel job={job} />}
        <JobReview job={job} />
        <ReasonNote job={job} />
        <Visit job={job} />
        <Box component="section" aria-labelledby="job-description">
          <Typography variant="h2" id="job-description" sx={sectionTitleSx}>
            {t('jobs.detail.description')}
          </Typography>
          <WithImage image={job.image} title={job.title} testId="job-image">
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', minWidth: 0 }}>
              {job.description}
            </Typography>
          </WithImage>
        </Box>
        <Facts job={job} />
      </Box>
      <Box sx={{ display: 'grid', gap: 3, alignContent: 'start', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
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
        </Box>
        {job.role === 'prosker' && job.serviceId !== null && (
          <Box data-testid="job-service-edit">
            <Button
              component={RouteLink}
              to="settingsServiceEdit"
              params={{ serviceId: job.serviceId }}
              startIcon={<EditOutlinedIcon aria-hidden />}
            >
              {t('jobs.detail.editService')}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {t('jobs.detail.editServiceNote')}
            </Typography>
          </Box>
        )}
        <JobHistory entries={job.history} region={regionOfCurrency(job.currency)} />
      </Box>
    </MainAndSide>
  );
}
