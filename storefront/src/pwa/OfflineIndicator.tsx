import CloudOffIcon from '@mui/icons-material/CloudOff';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useOffline } from '../api/connectivity';
import { useT } from '../i18n/use-t';
import { visuallyHidden } from '../layout/visually-hidden';

/**
 * Next to the logo while the server cannot be reached: an icon (its words for screen readers
 * and as a tooltip), in the header's free space so nothing else moves. Pages say more where it
 * matters (saved data, "you are offline").
 */
export function OfflineIndicator() {
  const t = useT();
  const offline = useOffline();
  if (!offline) return null;
  return (
    <Tooltip title={t('pwa.offline')}>
      <Box
        role="status"
        tabIndex={0}
        data-testid="offline-indicator"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          color: 'text.secondary',
          borderRadius: 1,
          flexShrink: 0,
        }}
      >
        <CloudOffIcon fontSize="small" aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          {t('pwa.offline')}
        </Box>
      </Box>
    </Tooltip>
  );
}
