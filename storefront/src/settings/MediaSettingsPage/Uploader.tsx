import { useRef, useState } from 'react';
import {
  IMAGE_WARNING_BYTES,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
} from '../../../../common/constants';
import { generalErrorText } from '../../forms/server-errors';
import { apiUpload } from '../../api/upload';
import { useT } from '../../i18n/use-t';
import { Alert, Button, Text } from '../../ui';
import UploadIcon from 'plain-icon:Upload';
import { UploadProgress } from '../../forms/UploadProgress';
import styles from './MediaSettingsPage.module.css';

const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif';
const VIDEO_ACCEPT = 'video/mp4,.mp4';
const MB = 1024 * 1024;

type Kind = 'image' | 'video';

/**
 * A file picker that uploads at once and shows the progress. Images over 5 MB get a warning
 * (still sent, up to 20 MB); bigger files are refused here; the server's refusals (wrong type,
 * too large) show with its translated message.
 */
export function Uploader({
  kind,
  label,
  testId,
  path,
  replace = false,
  onDone,
}: {
  kind: Kind;
  label: string;
  testId: string;
  /** Where the file is sent: added with POST, or with PUT where it `replace`s the one there. */
  path: string;
  replace?: boolean;
  onDone: () => Promise<unknown> | void;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const busy = progress !== null;

  const send = async (file: File) => {
    setError(null);
    setWarning(null);
    setDone(false);
    const max = kind === 'image' ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES;
    if (file.size > max) {
      setError(t('media.tooLarge', { max: Math.round(max / MB) }));
      return;
    }
    if (kind === 'image' && file.size > IMAGE_WARNING_BYTES) {
      setWarning(t('media.largeWarning', { size: (file.size / MB).toFixed(1) }));
    }
    setProgress(0);
    try {
      await apiUpload(path, file, { method: replace ? 'PUT' : 'POST', onProgress: setProgress });
      await onDone();
      setDone(true);
    } catch (failure) {
      setError(generalErrorText(failure, t));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={styles.uploader}>
      <input
        ref={input}
        type="file"
        hidden
        accept={kind === 'image' ? IMAGE_ACCEPT : VIDEO_ACCEPT}
        data-testid={testId}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file);
        }}
      />
      <Button
        variant="outlined"
        startIcon={<UploadIcon />}
        onClick={() => input.current?.click()}
        disabled={busy}
      >
        {label}
      </Button>
      <Text variant="caption" tone="secondary" as="p" className={styles.help}>
        {t(kind === 'image' ? 'media.imageHelp' : 'media.videoHelp')}
      </Text>
      {busy && <UploadProgress progress={progress} className={styles.message} />}
      {warning && (
        <Alert severity="warning" className={styles.message} data-testid="media-warning">
          {warning}
        </Alert>
      )}
      {error && (
        <Alert severity="error" className={styles.message} data-testid="media-error">
          {error}
        </Alert>
      )}
      {done && (
        <Alert severity="success" className={styles.message} role="status">
          {t('media.uploaded')}
        </Alert>
      )}
    </div>
  );
}
