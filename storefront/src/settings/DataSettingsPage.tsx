import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
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
import { RouteLink } from '../routing/RouteLink';
import { SettingsLayout } from './SettingsLayout';

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
    <Box component="section" aria-labelledby="export-title" sx={{ mb: 3 }}>
      <Typography variant="h3" component="h3" id="export-title" sx={{ mb: 0.5 }}>
        {t('settings.data.exportTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.data.exportText')}
      </Typography>
      {state.status === 'done' && (
        <FormAlert severity="success">{t('settings.data.exportDone')}</FormAlert>
      )}
      {state.status === 'failed' && <FormAlert>{generalErrorText(state.error, t)}</FormAlert>}
      <Button
        variant="outlined"
        startIcon={<DownloadIcon aria-hidden />}
        onClick={download}
        loading={state.status === 'working'}
        disabled={state.status === 'working'}
      >
        {t('settings.data.exportButton')}
      </Button>
    </Box>
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
    <List dense disablePadding data-testid={testId}>
      {jobs.map((job) => (
        <ListItem key={job.id} disableGutters>
          <ListItemText
            primary={
              <>
                <Link component={RouteLink} to="adminServiceDetail" params={{ query: job.id }}>
                  {job.title}
                </Link>
                {` · ${date(job.startDate)} · ${money(job.price, job.currency as Currency)}`}
              </>
            }
            secondary={
              <>
                {`${t(job.role === 'client' ? 'settings.data.asClient' : 'settings.data.asProsker')} · ${t(`jobs.status.${job.status as 'new'}`)}`}
                <br />
                <Box
                  component="span"
                  sx={{ color: job.refusal ? 'error.main' : 'text.secondary' }}
                  data-testid="open-job-outcome"
                >
                  {job.refusalText ??
                    t(
                      job.role === 'client'
                        ? 'settings.data.willCancelClient'
                        : 'settings.data.willCancelProsker',
                    )}
                </Box>
              </>
            }
          />
        </ListItem>
      ))}
    </List>
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
          <Typography sx={{ mt: 1 }}>
            {t('settings.data.closeDialogJobs', { count: jobs.length })}
          </Typography>
          <OpenJobs jobs={jobs} testId="close-dialog-jobs" />
        </>
      )}
      <Box sx={{ pt: 1 }}>
        <PasswordField
          control={control}
          name="currentPassword"
          label={t('settings.data.currentPassword')}
          autoComplete="current-password"
          autoFocus
          required
        />
      </Box>
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
      <Divider sx={{ mb: 3 }} />
      <Box component="section" aria-labelledby="close-title">
        <Typography variant="h3" component="h3" id="close-title" sx={{ mb: 0.5 }}>
          {t('settings.data.closeTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('settings.data.closeText')}
        </Typography>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, mb: 0.5 }}>
          {t('settings.data.openJobsTitle')}
        </Typography>
        {preview.isError && <FormAlert>{t('settings.data.openJobsLoadFailed')}</FormAlert>}
        {preview.data && jobs.length === 0 && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('settings.data.openJobsNone')}
          </Typography>
        )}
        {jobs.length > 0 && (
          <Box sx={{ mb: 2 }}>
            <Typography color="text.secondary">{t('settings.data.openJobsIntro')}</Typography>
            <OpenJobs jobs={jobs} testId="open-jobs" />
            {!canClose && <FormAlert>{t('settings.data.cannotClose')}</FormAlert>}
          </Box>
        )}
        <Button
          variant="outlined"
          color="error"
          onClick={() => setClosing(true)}
          disabled={!canClose}
          loading={preview.isPending}
        >
          {t('settings.data.closeButton')}
        </Button>
      </Box>
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
