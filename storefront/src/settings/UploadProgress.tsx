import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n/use-t';

/**
 * How far an upload is (`progress` from 0 to 1): a bar, and the percentage said politely. The
 * bar moves on its own before the first byte and after the last, while the server works.
 */
export function UploadProgress({
  progress,
  sx,
}: {
  progress: number;
  sx?: { mt?: number; mb?: number };
}) {
  const t = useT();
  const text = t('media.uploading', { percent: Math.round(progress * 100) });
  return (
    <Box sx={sx}>
      <LinearProgress
        variant={progress > 0 && progress < 1 ? 'determinate' : 'indeterminate'}
        value={Math.round(progress * 100)}
        aria-label={text}
      />
      <Typography variant="caption" role="status">
        {text}
      </Typography>
    </Box>
  );
}
