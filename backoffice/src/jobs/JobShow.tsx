import { Alert, Box, Grid, Link as MuiLink, Typography } from '@mui/material';
import {
  BooleanField,
  FunctionField,
  Link,
  NumberField,
  SelectField,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { addressLine } from '../../../common/bookings';
import { phoneInternational } from '../../../common/phone';
import { TIME_ZONES, regionOfCurrency } from '../../../common/regions';
import { useDateTime } from '../components/dates';
import { LocaleDateField } from '../components/LocaleDateField';
import { ShowPage, ShowSection } from '../components/ShowPage';
import { FlagControls } from '../flags/FlagControls';
import { ContactButton } from '../support';
import { MoneyField } from '../plans/MoneyField';
import { HistoryTimeline } from './HistoryTimeline';
import { ResolveDisputeButton } from './ResolveDisputeButton';
import { CancelJobButton, MoneyPanel, RefundJobButton } from './StaffJobActions';
import { ReviewPanel } from './ReviewPanel';
import { useParties } from './parties';
import { StatusField } from './StatusField';
import { TIME_OF_DAY_CHOICES, canResolve, type Job } from './types';

/** Said first while the job is in dispute: what the client did and what resolving does. */
const DisputeNotice = () => {
  const job = useRecordContext<Job>();
  const translate = useTranslate();
  if (!job || !canResolve(job)) return null;
  return (
    <Grid size={12}>
      <Alert severity="warning" sx={{ mx: 2, mt: 2 }}>
        {translate('backoffice.jobs.disputeNotice')}
      </Alert>
    </Grid>
  );
};

const NoReasons = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('backoffice.jobs.noReasons')}
    </Typography>
  );
};

/** Why the client disputed or someone cancelled, when anyone did; only what was said. */
const ReasonsSection = () => {
  const job = useRecordContext<Job>();
  if (!job) return null;
  const said = {
    helpReason: job.helpReason,
    helpNote: job.helpNote,
    cancellationReason: job.cancellationReason,
    cancellationNote: job.cancellationNote,
  };
  const fields = (Object.keys(said) as (keyof typeof said)[]).filter((field) => said[field]);
  return (
    <ShowSection title="backoffice.jobs.sections.reasons">
      {fields.length === 0 ? (
        <NoReasons />
      ) : (
        fields.map((field) => (
          <TextField
            key={field}
            source={field}
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          />
        ))
      )}
    </ShowSection>
  );
};

/** The photos of the problem the client added, each opening its full size. */
const ProblemPhotos = ({ photos }: { photos: string[] }) => {
  const translate = useTranslate();
  if (photos.length === 0) return <>—</>;
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {photos.map((photo, i) => (
        <MuiLink key={photo} href={photo} target="_blank" rel="noopener noreferrer">
          {translate('backoffice.jobs.photo', { n: i + 1 })}
        </MuiLink>
      ))}
    </Box>
  );
};

/**
 * The hour agreed, as stored: from–to on the job's clock (its region's), or, for a half-day
 * booking whose hour is not agreed yet, its half.
 */
const AgreedHour = ({ job }: { job: Job }) => {
  const translate = useTranslate();
  const dateTime = useDateTime();
  if (!job.hourAgreed) {
    return <>{job.timeOfDay ? translate(`backoffice.jobs.timesOfDay.${job.timeOfDay}`) : '—'}</>;
  }
  const clock = {
    timeZone: TIME_ZONES[regionOfCurrency(job.currency)],
    timeStyle: 'short',
  } as const;
  const from = dateTime(job.startDate, clock);
  const to = dateTime(job.endDate, clock);
  return <>{to === from ? from : `${from}–${to}`}</>;
};

/** A party linked to their page: username (e-mail), or, once closed, "Cliente de Prosk" (username). */
const UserLink = ({ id, main, detail }: { id: number; main: string; detail: string }) => (
  <Link to={`/users/${id}/show`}>
    {main} ({detail})
  </Link>
);

/** Contact either side as "Soporte Prosk", flag the job (every staff member). */
const ContactParties = () => {
  const job = useRecordContext<Job>();
  return (
    <>
      <FlagControls target={job ? { jobId: job.id } : undefined} />
      <ContactButton
        userId={job?.clientId}
        label="backoffice.support-conversations.contactClient"
      />
      <ContactButton
        userId={job?.proskerId}
        label="backoffice.support-conversations.contactProsker"
      />
    </>
  );
};

/**
 * One job: what was agreed, between whom, what the client said when booking (staff see the
 * address and phone whatever the job's status, ADR 0027), why it was cancelled or disputed, its history as a
 * timeline, the client's review and the money paid and refunded. Support staff read it; admins
 * also settle an open dispute, refund a paid job in full or in part, and cancel it with a reason
 * (docs/adr/0029).
 */
export const JobShow = () => {
  const { prosker, client } = useParties();
  return (
    <ShowPage<Job>
      staffActions={<ContactParties />}
      adminActions={
        <>
          <ResolveDisputeButton />
          <RefundJobButton />
          <CancelJobButton />
        </>
      }
    >
      <DisputeNotice />
      <ShowSection title="backoffice.jobs.sections.job">
        <TextField source="id" />
        <TextField source="title" />
        <StatusField label="resources.jobs.fields.status" />
        <TextField source="categoryName" emptyText="—" />
        <TextField source="description" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
        <MoneyField<Job> source="price" label="resources.jobs.fields.price" />
        <NumberField source="cost" emptyText="—" />
      </ShowSection>
      <ShowSection title="backoffice.jobs.sections.parties">
        <FunctionField<Job>
          source="proskerId"
          label="resources.jobs.fields.prosker"
          render={(job) => <UserLink id={job.proskerId} {...prosker(job)} />}
        />
        <FunctionField<Job>
          source="clientId"
          label="resources.jobs.fields.client"
          render={(job) => <UserLink id={job.clientId} {...client(job)} />}
        />
        <LocaleDateField source="startDate" showTime />
        <LocaleDateField source="endDate" showTime />
        <SelectField source="timeOfDay" choices={TIME_OF_DAY_CHOICES} emptyText="—" />
        <BooleanField source="requiresAppointment" />
        <BooleanField source="requiresPayment" />
        <LocaleDateField source="createdAt" showTime />
        <LocaleDateField source="updatedAt" showTime />
      </ShowSection>
      <ShowSection title="backoffice.jobs.sections.booking">
        <TextField
          source="problem"
          emptyText="—"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        />
        <FunctionField<Job>
          source="problemPhotos"
          render={(job) => <ProblemPhotos photos={job.problemPhotos} />}
        />
        <FunctionField<Job>
          source="address"
          render={(job) => (job.address ? addressLine(job.address) : '—')}
        />
        <FunctionField<Job>
          source="contactPhone"
          render={(job) => (job.contactPhone ? phoneInternational(job.contactPhone) : '—')}
        />
        <FunctionField<Job> source="hourAgreed" render={(job) => <AgreedHour job={job} />} />
      </ShowSection>
      <ShowSection title="backoffice.jobs.sections.money">
        <MoneyPanel />
      </ShowSection>
      <ReasonsSection />
      <ShowSection title="backoffice.jobs.sections.history" md={8}>
        <HistoryTimeline />
      </ShowSection>
      <ShowSection title="backoffice.jobs.sections.review">
        <ReviewPanel />
      </ShowSection>
    </ShowPage>
  );
};
