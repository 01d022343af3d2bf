import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  notificationsSchema,
} from '../../../common/schemas/accounts';
import { FormAlert } from '../forms/FormAlert';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { FormSwitch } from '../forms/FormSwitch';
import { SubmitButton } from '../forms/SubmitButton';
import { schemaResolver } from '../forms/schema-resolver';
import { useT } from '../i18n/use-t';
import { useSignedInUser } from '../session/session';
import type { NotificationChannel, NotificationTopic, SessionUser } from '../session/user';
import { SettingsLayout } from './SettingsLayout';
import { useSettingsSave } from './use-settings-save';

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
  const user = useSignedInUser();
  const form = useForm<NotificationValues, unknown, NotificationValues>({
    resolver,
    defaultValues: valuesOf(user),
  });
  const { save, failure, saved } = useSettingsSave(form, '/user/notifications', valuesOf);

  return (
    <SettingsLayout title={t('settings.nav.notifications')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.notifications.intro')}
      </Typography>
      <FormErrorAlert error={failure} />
      {saved && <FormAlert severity="success">{t('settings.saved')}</FormAlert>}
      <Box component="form" noValidate onSubmit={form.handleSubmit(save)}>
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
        <SubmitButton busy={form.formState.isSubmitting}>{t('settings.save')}</SubmitButton>
      </Box>
    </SettingsLayout>
  );
}
