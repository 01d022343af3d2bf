import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  notificationsSchema,
} from '../../../common/schemas/accounts';
import { apiSend } from '../api/api-client';
import { FormAlert } from '../forms/FormAlert';
import { SubmitButton } from '../forms/SubmitButton';
import { schemaResolver } from '../forms/schema-resolver';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { useSession, useSignedInUser } from '../session/session';
import type { NotificationChannel, NotificationTopic, SessionUser } from '../session/user';
import { SettingsLayout } from './SettingsLayout';

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
  const { setUser } = useSession();
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, reset, formState } = useForm<
    NotificationValues,
    unknown,
    NotificationValues
  >({ resolver, defaultValues: valuesOf(user) });

  const onSubmit = async (body: NotificationValues) => {
    setFailure(null);
    setSaved(false);
    try {
      const updated = await apiSend<SessionUser>('/user/notifications', { method: 'PUT', body });
      setUser(updated);
      reset(valuesOf(updated));
      setSaved(true);
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <SettingsLayout title={t('settings.nav.notifications')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.notifications.intro')}
      </Typography>
      {failure !== null && <FormAlert>{generalErrorText(failure, t)}</FormAlert>}
      {saved && !formState.isDirty && (
        <FormAlert severity="success">{t('settings.saved')}</FormAlert>
      )}
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
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
                    <Controller
                      control={control}
                      name={`${topic}.${channel}`}
                      render={({ field }) => (
                        <Switch
                          name={field.name}
                          checked={field.value}
                          onChange={(event) => field.onChange(event.target.checked)}
                          onBlur={field.onBlur}
                          inputRef={field.ref}
                          slotProps={{
                            input: {
                              'aria-label': t('settings.notifications.switchLabel', {
                                topic: t(`settings.notifications.topics.${topic}`),
                                channel: t(`settings.notifications.channels.${channel}`),
                              }),
                            },
                          }}
                        />
                      )}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <SubmitButton busy={formState.isSubmitting}>{t('settings.save')}</SubmitButton>
      </Box>
    </SettingsLayout>
  );
}
