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
import { RouteLink } from '../navigation/RouteLink';
import { useSignedInUser } from '../session/session';
import type { NotificationChannel, NotificationTopic, SessionUser } from '../session/user';
import { SettingsForm, useSettingsForm } from './SettingsForm';
import { WhatsAppNumber } from './WhatsAppNumber';
import { Table, TableBody, TableCell, TableHead, TableRow, Text, linkClass } from '../ui';
import InfoOutlinedIcon from 'plain-icon:InfoOutlined';
import styles from './NotificationSettingsPage.module.css';

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
    <div className={styles.rules} data-testid="notification-rules">
      <Text variant="h2" className={styles.rulesTitle}>
        {t('settings.notifications.rulesTitle')}
      </Text>
      <ul className={styles.ruleList}>
        {rules.map((rule) => (
          <li key={rule} className={styles.rule}>
            <InfoOutlinedIcon fontSize="small" className={styles.ruleIcon} />
            <Text variant="body2">{rule}</Text>
          </li>
        ))}
      </ul>
      {user.role === 'prosker' && (
        <div className={styles.premium} data-testid="notification-rules-premium">
          <Text variant="h2" className={styles.rulesTitle}>
            {t('settings.notifications.automatedTitle')}
          </Text>
          <Text variant="body2">
            {t('settings.notifications.automated')}{' '}
            <RouteLink to="subscriptionPlans" className={linkClass}>
              {t('settings.notifications.automatedLink')}
            </RouteLink>
          </Text>
        </div>
      )}
    </div>
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
      <Table size="small" className={styles.table}>
        <TableHead>
          <TableRow>
            <TableCell header scope="col">
              {t('settings.notifications.topic')}
            </TableCell>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <TableCell key={channel} header scope="col" className={styles.channel}>
                {t(`settings.notifications.channels.${channel}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {NOTIFICATION_TOPICS.map((topic) => (
            <TableRow key={topic}>
              <TableCell header scope="row">
                {t(`settings.notifications.topics.${topic}`)}
              </TableCell>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <TableCell key={channel} className={styles.switchCell}>
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
