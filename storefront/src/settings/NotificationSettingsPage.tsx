import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import {
  CHAT_DIGEST_MINUTES,
  QUIET_END_HOUR,
  QUIET_START_HOUR,
} from '../../../common/notifications';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  notificationsSchema,
} from '../../../common/schemas/accounts';
import { FormSwitch } from '../forms/FormSwitch';
import { schemaResolver } from '../forms/schema-resolver';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { useSignedInUser } from '../session/session';
import type { NotificationChannel, NotificationTopic, SessionUser } from '../session/user';
import { SettingsForm, useSettingsForm } from './SettingsForm';
import { WhatsAppNumber } from './WhatsAppNumber';

type NotificationValues = Record<NotificationTopic, Record<NotificationChannel, boolean>>;

const resolver = schemaResolver<NotificationValues, typeof notificationsSchema>(
  notificationsSchema,
);

function valuesOf(user: SessionUser): NotificationValues {
  return Object.fromEntries(
    NOTIFICATION_TOPICS.map((topic) => [
      topic,
      Object.fromEntries(
        NOTIFICATION_CHANNELS.map((channel) => [
          channel,
          Boolean(user.notifications?.[topic]?.[channel]),
        ]),
      ),
    ]),
  ) as NotificationValues;
}

/** An hour of the day as the clock shows it (22:00, 08:00). */
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * What the switches do not decide, under them: notices in the app always arrive, security
 * notices are always sent, the WhatsApp quiet hours, the offline chat summary and, for proskers,
 * what premium sends to their clients in their name.
 */
function NotificationRules() {
  const t = useT();
  const user = useSignedInUser();
  const rules = [
    t('settings.notifications.rules.inApp'),
    t('settings.notifications.rules.security'),
    t('settings.notifications.rules.quietHours', {
      from: clock(QUIET_START_HOUR),
      to: clock(QUIET_END_HOUR),
    }),
    t('settings.notifications.rules.chatDigest', { minutes: CHAT_DIGEST_MINUTES }),
  ];
  return (
    <Box sx={{ mb: 3, maxWidth: 640 }} data-testid="notification-rules">
      <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
        {t('settings.notifications.rulesTitle')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {rules.map((rule) => (
          <Box component="li" key={rule} sx={{ display: 'flex', gap: 1 }}>
            <InfoOutlinedIcon fontSize="small" color="action" aria-hidden sx={{ mt: '2px' }} />
            <Typography variant="body2">{rule}</Typography>
          </Box>
        ))}
      </Box>
      {user.role === 'prosker' && (
        <Box sx={{ mt: 2 }} data-testid="notification-rules-premium">
          <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
            {t('settings.notifications.automatedTitle')}
          </Typography>
          <Typography variant="body2">
            {t('settings.notifications.automated')}{' '}
            <Link component={RouteLink} to="subscriptionPlans">
              {t('settings.notifications.automatedLink')}
            </Link>
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/** Notification preferences: each of the spec's five topics by e-mail and by WhatsApp. */
export default function NotificationSettingsPage() {
  const t = useT();
  const form = useSettingsForm(resolver, valuesOf);

  return (
    <SettingsForm
      section="notifications"
      form={form}
      valuesOf={valuesOf}
      column={false}
      // Its own small form, outside the preferences' one.
      notice={<WhatsAppNumber />}
    >
      <Table size="small" sx={{ mb: 3, maxWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('settings.notifications.topic')}
            </TableCell>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <TableCell key={channel} component="th" scope="col" align="center">
                {t(`settings.notifications.channels.${channel}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {NOTIFICATION_TOPICS.map((topic) => (
            <TableRow key={topic}>
              <TableCell component="th" scope="row">
                {t(`settings.notifications.topics.${topic}`)}
              </TableCell>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <TableCell key={channel} align="center" sx={{ px: 0.5 }}>
                  <FormSwitch
                    control={form.control}
                    name={`${topic}.${channel}`}
                    aria-label={t('settings.notifications.switchLabel', {
                      topic: t(`settings.notifications.topics.${topic}`),
                      channel: t(`settings.notifications.channels.${channel}`),
                    })}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <NotificationRules />
    </SettingsForm>
  );
}
