import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  notificationsSchema,
} from '../../../common/schemas/accounts';
import { FormSwitch } from '../forms/FormSwitch';
import { schemaResolver } from '../forms/schema-resolver';
import { useT } from '../i18n/use-t';
import type { NotificationChannel, NotificationTopic, SessionUser } from '../session/user';
import { SettingsForm, useSettingsForm } from './SettingsForm';

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

/** Notification preferences: each of the spec's five topics by e-mail and by WhatsApp. */
export default function NotificationSettingsPage() {
  const t = useT();
  const form = useSettingsForm(resolver, valuesOf);

  return (
    <SettingsForm section="notifications" form={form} valuesOf={valuesOf} column={false}>
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
                    slotProps={{
                      input: {
                        'aria-label': t('settings.notifications.switchLabel', {
                          topic: t(`settings.notifications.topics.${topic}`),
                          channel: t(`settings.notifications.channels.${channel}`),
                        }),
                      },
                    }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SettingsForm>
  );
}
