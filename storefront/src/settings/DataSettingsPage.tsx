import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { closeAccountSchema } from '../../../common/schemas/accounts';
import { apiDownload, apiSend } from '../api/api-client';
import { saveFile } from '../api/save-file';
import { FormDialog } from '../forms/FormDialog';
import { FormAlert } from '../forms/FormAlert';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { PasswordField } from '../forms/PasswordField';
import { schemaResolver } from '../forms/schema-resolver';
import { applyServerFieldErrors, generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { useSignOutToHome } from '../session/use-sign-out';
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

interface CloseValues {
  currentPassword: string;
}

const closeResolver = schemaResolver<CloseValues, typeof closeAccountSchema>(closeAccountSchema);

function CloseAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
        <Button variant="outlined" color="error" onClick={() => setClosing(true)}>
          {t('settings.data.closeButton')}
        </Button>
      </Box>
      <CloseAccountDialog open={closing} onClose={() => setClosing(false)} />
    </SettingsLayout>
  );
}
