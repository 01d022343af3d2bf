import type { ChipProps } from '@mui/material';
import { Box, Tooltip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { DeliveryStatus, NoticeChannel, NoticeTopic } from '../../../common/notifications';
import { WordChip } from '../components/WordChip';
import type { NotificationDelivery, NotificationTemplate } from './types';

/** Props read by the table header and the show layout, not by the fields themselves. */
interface ColumnProps {
  label?: string;
  source?: string;
  sortable?: boolean;
}

/**
 * Waiting: blue; on its way: outlined blue; arrived or read: green; failed: red, filled so that
 * it stands out; skipped (preferences, no number): grey.
 */
const STATUS_COLORS: Record<DeliveryStatus, ChipProps['color']> = {
  pending: 'info',
  sent: 'primary',
  delivered: 'success',
  read: 'success',
  failed: 'error',
  skipped: 'default',
};
const FILLED: DeliveryStatus[] = ['read', 'failed'];

/** A delivery's status as a coloured word. */
export const DeliveryStatusChip = ({ status }: { status: DeliveryStatus }) => (
  <WordChip
    word={`backoffice.notification-deliveries.statuses.${status}`}
    color={STATUS_COLORS[status]}
    variant={FILLED.includes(status) ? 'filled' : 'outlined'}
  />
);

export const DeliveryStatusField = (_props: ColumnProps) => {
  const delivery = useRecordContext<NotificationDelivery>();
  if (!delivery) return null;
  return <DeliveryStatusChip status={delivery.status} />;
};

/** The channel as a word: "e-mail" or "WhatsApp". */
export const ChannelChip = ({ channel }: { channel: NoticeChannel }) => (
  <WordChip
    word={`backoffice.notification-deliveries.channels.${channel}`}
    color={channel === 'whatsapp' ? 'success' : 'default'}
    variant="outlined"
  />
);

export const ChannelField = (_props: ColumnProps) => {
  const delivery = useRecordContext<NotificationDelivery>();
  if (!delivery) return null;
  return <ChannelChip channel={delivery.channel} />;
};

/** A kind's preference topic as a word. */
export const TopicChip = ({ topic }: { topic: NoticeTopic }) => (
  <WordChip word={`backoffice.notification-templates.topics.${topic}`} variant="outlined" />
);

export const TopicField = (_props: ColumnProps) => {
  const record = useRecordContext<NotificationTemplate | NotificationDelivery>();
  if (!record) return null;
  return <TopicChip topic={record.topic} />;
};

/**
 * Essential (sent whatever the preferences say) and automated (premium's communication to a
 * prosker's clients) as chips; nothing when the template is neither.
 */
export const TemplateFlagsField = (_props: ColumnProps) => {
  const template = useRecordContext<NotificationTemplate>();
  if (!template) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
      {template.essential ? (
        <WordChip word="backoffice.notification-templates.flags.essential" color="warning" />
      ) : null}
      {template.automated ? (
        <WordChip
          word="backoffice.notification-templates.flags.automated"
          color="secondary"
          variant="outlined"
        />
      ) : null}
    </Box>
  );
};

/** One flag as a chip, yes or no: on the template's own page both are said. */
export const FlagField = ({ source }: ColumnProps & { source: 'essential' | 'automated' }) => {
  const template = useRecordContext<NotificationTemplate>();
  if (!template) return null;
  return (
    <WordChip
      word={`backoffice.notification-templates.${template[source] ? 'yes' : 'no'}`}
      color={template[source] ? (source === 'essential' ? 'warning' : 'secondary') : 'default'}
      variant={template[source] ? 'filled' : 'outlined'}
    />
  );
};

/**
 * The provider's or the mail server's last refusal, cut at two lines in a table (the whole of it
 * in a tooltip and on the delivery's page); a dash when there was none.
 */
export const LastErrorField = ({ full = false }: ColumnProps & { full?: boolean }) => {
  const delivery = useRecordContext<NotificationDelivery>();
  if (!delivery) return null;
  if (!delivery.lastError) return <span>—</span>;
  if (full) {
    return (
      <Box
        component="span"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.875rem' }}
      >
        {delivery.lastError}
      </Box>
    );
  }
  return (
    <Tooltip title={delivery.lastError}>
      <Box
        component="span"
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
          maxWidth: 260,
          color: 'error.main',
          fontSize: '0.8125rem',
        }}
      >
        {delivery.lastError}
      </Box>
    </Tooltip>
  );
};
