import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_TOPICS } from '../../../common/notifications';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import type { Notice } from './notifications-api';
import { visuallyHidden } from '../layout/visually-hidden';

/** Lines of a notice's text shown before it is cut ("…"). */
const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  }) as const;

/**
 * What a notice says: a dot and "unread" (for screen readers) while unread, the title, the body
 * (two lines in the header's menu, whole on the page), its topic and how long ago it came.
 */
export function NoticeSummary({ notice, compact = false }: { notice: Notice; compact?: boolean }) {
  const t = useT();
  const time = useFormat();
  const topic = (NOTIFICATION_TOPICS as readonly string[]).includes(notice.topic)
    ? t(`settings.notifications.topics.${notice.topic}`)
    : null;
  return (
    <Box sx={{ display: 'flex', gap: 1.25, minWidth: 0, width: '100%' }}>
      <Box
        aria-hidden
        sx={{
          flex: 'none',
          width: 10,
          height: 10,
          mt: 0.75,
          borderRadius: '50%',
          bgcolor: notice.read ? 'transparent' : 'primary.main',
        }}
        data-testid={notice.read ? undefined : 'notification-unread-dot'}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          component="span"
          variant="body2"
          sx={{
            fontWeight: notice.read ? 500 : 700,
            ...(compact ? clamp(2) : { display: 'block', overflowWrap: 'anywhere' }),
          }}
          data-testid="notification-title"
        >
          {!notice.read && (
            <Box component="span" sx={visuallyHidden}>
              {t('notifications.unread')}{' '}
            </Box>
          )}
          <span>{notice.title}</span>
        </Typography>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={compact ? clamp(2) : { display: 'block', overflowWrap: 'anywhere' }}
          data-testid="notification-body"
        >
          {notice.body}
        </Typography>
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, mt: 0.25 }}
        >
          {topic && <span>{topic}</span>}
          <time dateTime={notice.createdAt} title={time.longDateTime(notice.createdAt)}>
            {time.relative(notice.createdAt)}
          </time>
        </Typography>
      </Box>
    </Box>
  );
}
