import { PRIVACY_FLAGS, privacySchema } from '../../../common/schemas/accounts';
import { FormSwitch } from '../forms/FormSwitch';
import { schemaResolver } from '../forms/schema-resolver';
import { useT } from '../i18n/use-t';
import type { PrivacyFlag, SessionUser } from '../session/user';
import { SettingsForm, useSettingsForm } from './SettingsForm';
import styles from './PrivacySettingsPage.module.css';

type PrivacyValues = Record<PrivacyFlag, boolean>;

const resolver = schemaResolver<PrivacyValues, typeof privacySchema>(privacySchema);

function valuesOf(user: SessionUser): PrivacyValues {
  return Object.fromEntries(
    PRIVACY_FLAGS.map((flag) => [flag, Boolean(user.privacy?.[flag])]),
  ) as PrivacyValues;
}

/** Privacy settings: what the public profile shows (`PUT /user/privacy`). */
export default function PrivacySettingsPage() {
  const t = useT();
  const form = useSettingsForm(resolver, valuesOf);

  return (
    <SettingsForm section="privacy" form={form} valuesOf={valuesOf} column={false}>
      <div className={styles.switches}>
        {PRIVACY_FLAGS.map((flag) => (
          <FormSwitch
            key={flag}
            control={form.control}
            name={flag}
            label={t(`settings.privacy.${flag}`)}
          />
        ))}
      </div>
    </SettingsForm>
  );
}
