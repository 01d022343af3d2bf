import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import RefreshIcon from '@mui/icons-material/Refresh';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';

/**
 * A list that could not be loaded: `title`, the error's text (the server's, or ours for network
 * and unexpected failures) and a retry button, disabled while the retry runs.
 */
export function LoadFailedAlert({
  title,
  error,
  retryLabel,
  onRetry,
  retrying,
  testId,
}: {
  title: string;
  error: unknown;
  retryLabel: string;
  onRetry: () => void;
  retrying: boolean;
  testId?: string;
}) {
  const t = useT();
  return (
    <Alert
      severity="error"
      data-testid={testId}
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<RefreshIcon aria-hidden />}
          disabled={retrying}
          onClick={onRetry}
        >
          {retryLabel}
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {generalErrorText(error, t)}
    </Alert>
  );
}
