import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Currency } from '../../../common/billing';
import { useForm } from 'react-hook-form';
import { closeAccountSchema } from '../../../common/schemas/accounts';
import { apiDownload, apiGet, apiSend } from '../api/api-client';
import type { Schemas } from '../api/contract';
import { useFormat } from '../i18n/format';
import { saveFile } from '../api/save-file';
import { FormDialog } from '../forms/FormDialog';
import { FormAlert } from '../forms/FormAlert';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { PasswordField } from '../forms/PasswordField';
import { schemaResolver } from '../forms/schema-resolver';
import { applyServerFieldErrors, generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { useSignOutToHome } from '../session/use-sign-out';
import { RouteLink } from '../navigation/RouteLink';
import { Button, Divider, Text, linkClass } from '../ui';
import DownloadIcon from 'plain-icon:Download';
import { SettingsLayout } from './SettingsLayout';
import styles from './DataSettingsPage.module.css';

type ExportState = { status: 'idle' | 'working' | 'done' } | { status: 'failed'; error: unknown };

function ExportData() {
  const t = useT();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const download = async () => {
    setState({ status: 'working' });
    try {
      const file = await apiDownload('/user/export');
      saveFile(file.blob, file.filename ?? t('settings.data.fileName'));
      setState({ status: 'done' });
    } catch (error) {
      setState({ status: 'failed', error });
    }
  };
  return (
    <section aria-labelledby="export-title" className={styles.export}>
      <Text variant="h3" id="export-title" className={styles.title}>
        {t('settings.data.exportTitle')}
      </Text>
      <Text tone="secondary" className={styles.text}>
        {t('settings.data.exportText')}
      </Text>
      {state.status === 'done' && (
        <FormAlert severity="success">{t('settings.data.exportDone')}</FormAlert>
      )}
      {state.status === 'failed' && <FormAlert>{generalErrorText(state.error, t)}</FormAlert>}
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => void download()}
        loading={state.status === 'working'}
      >
        {t('settings.data.exportButton')}
      </Button>
    </section>
  );
}

type ClosingPreview = Schemas['ClosingPreview'];
type OpenJob = ClosingPreview['jobs'][number];
const CLOSING_KEY = ['user', 'close'];

/** What closing the account does to the open jobs: each one cancelled, or why it keeps it open. */
function OpenJobs({ jobs, testId }: { jobs: OpenJob[]; testId: string }) {
  const t = useT();
  const { money, date } = useFormat();
  return (
    <ul className={styles.jobs} data-testid={testId}>
      {jobs.map((job) => (
        <li key={job.id} className={styles.job}>
          <Text variant="body2">
            <RouteLink to="adminServiceDetail" params={{ query: job.id }} className={linkClass}>
              {job.title}
            </RouteLink>
            {` · ${date(job.startDate)} · ${money(job.price, job.currency as Currency)}`}
          </Text>
          <Text variant="body2" tone="secondary">
            {`${t(job.role === 'client' ? 'settings.data.asClient' : 'settings.data.asProsker')} · ${t(`jobs.status.${job.status as 'new'}`)}`}
            <br />
            <span
              className={job.refusal ? styles.refusal : undefined}
              data-testid="open-job-outcome"
            >
              {job.refusalText ??
                t(
                  job.role === 'client'
                    ? 'settings.data.willCancelClient'
                    : 'settings.data.willCancelProsker',
                )}
            </span>
          </Text>
        </li>
      ))}
    </ul>
  );
}

interface CloseValues {
  currentPassword: string;
}

const closeResolver = schemaResolver<CloseValues, typeof closeAccountSchema>(closeAccountSchema);

function CloseAccountDialog({
  open,
  onClose,
  jobs,
}: {
  open: boolean;
  onClose: () => void;
  jobs: OpenJob[];
}) {
  const t = useT();
  const signOutToHome = useSignOutToHome();
  const [failure, setFailure] = useState<unknown>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<
    CloseValues,
    unknown,
    CloseValues
  >({ resolver: closeResolver, defaultValues: { currentPassword: '' } });

  const close = () => {
    reset();
    setFailure(null);
    onClose();
  };

  const onSubmit = async (body: CloseValues) => {
    setFailure(null);
    try {
      await apiSend('/user/close', { body });
    } catch (error) {
      const onField = applyServerFieldErrors(error, setError, ['currentPassword'], {
        AUTH_CURRENT_PASSWORD_WRONG: 'currentPassword',
      });
      if (!onField) setFailure(error);
      return;
    }
    // The server has already ended every session; telling it again would only fail.
    await signOutToHome('accountClosed', { callServer: false });
  };

  return (
    <FormDialog
      open={open}
      title={t('settings.data.closeDialogTitle')}
      description={t('settings.data.closeDialogText')}
      onClose={close}
      onSubmit={handleSubmit(onSubmit)}
      busy={formState.isSubmitting}
      submitLabel={t('settings.data.closeConfirm')}
      submitColor="error"
      maxWidth="xs"
    >
      <FormErrorAlert error={failure} />
      {jobs.length > 0 && (
        <>
          <Text className={styles.dialogJobs}>
            {t('settings.data.closeDialogJobs', { count: jobs.length })}
          </Text>
          <OpenJobs jobs={jobs} testId="close-dialog-jobs" />
        </>
      )}
      <div className={styles.password}>
        <PasswordField
          control={control}
          name="currentPassword"
          label={t('settings.data.currentPassword')}
          autoComplete="current-password"
          autoFocus
          required
        />
      </div>
    </FormDialog>
  );
}

/** The user's data rights: a copy of everything kept, and closing the account. */
export default function DataSettingsPage() {
  const t = useT();
  const [closing, setClosing] = useState(false);
  // The open jobs are listed before anything is confirmed.
  const preview = useQuery({
    queryKey: CLOSING_KEY,
    queryFn: ({ signal }) => apiGet<ClosingPreview>('/user/close', { signal }),
  });
  const jobs = preview.data?.jobs ?? [];
  const canClose = preview.data?.canClose ?? false;
  return (
    <SettingsLayout title={t('settings.nav.data')}>
      <ExportData />
      <Divider className={styles.divider} />
      <section aria-labelledby="close-title">
        <Text variant="h3" id="close-title" className={styles.title}>
          {t('settings.data.closeTitle')}
        </Text>
        <Text tone="secondary" className={styles.text}>
          {t('settings.data.closeText')}
        </Text>
        <Text variant="subtitle1" as="h4" className={styles.subtitle}>
          {t('settings.data.openJobsTitle')}
        </Text>
        {preview.isError && <FormAlert>{t('settings.data.openJobsLoadFailed')}</FormAlert>}
        {preview.data && jobs.length === 0 && (
          <Text tone="secondary" className={styles.text}>
            {t('settings.data.openJobsNone')}
          </Text>
        )}
        {jobs.length > 0 && (
          <div className={styles.openJobs}>
            <Text tone="secondary">{t('settings.data.openJobsIntro')}</Text>
            <OpenJobs jobs={jobs} testId="open-jobs" />
            {!canClose && <FormAlert>{t('settings.data.cannotClose')}</FormAlert>}
          </div>
        )}
        <Button
          variant="outlined"
          tone="error"
          onClick={() => setClosing(true)}
          disabled={!canClose}
          loading={preview.isPending}
        >
          {t('settings.data.closeButton')}
        </Button>
      </section>
      <CloseAccountDialog
        open={closing}
        onClose={() => {
          setClosing(false);
          void preview.refetch();
        }}
        jobs={jobs}
      />
    </SettingsLayout>
  );
}
