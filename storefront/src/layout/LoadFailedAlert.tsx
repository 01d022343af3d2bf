import RefreshIcon from 'plain-icon:Refresh';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { Alert, Button } from '../ui';

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
      title={title}
      data-testid={testId}
      action={
        <Button
          tone="inherit"
          size="small"
          startIcon={<RefreshIcon fontSize="inherit" aria-hidden />}
          disabled={retrying}
          onClick={onRetry}
        >
          {retryLabel}
        </Button>
      }
    >
      {generalErrorText(error, t)}
    </Alert>
  );
}
