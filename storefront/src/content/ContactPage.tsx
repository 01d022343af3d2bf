import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CONTACT_MESSAGE_MAX, CONTACT_TOPICS, CONTACT_TRAP_FIELD } from '../../../common/content';
import { contactSchema, type ContactInput } from '../../../common/schemas/content';
import { usePageTitle } from '../seo/use-page-title';
import { FormAlert } from '../forms/FormAlert';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { FormTextField } from '../forms/FormTextField';
import { EmailField } from '../forms/PersonFields';
import { SelectField } from '../forms/SelectField';
import { SubmitButton } from '../forms/SubmitButton';
import { schemaResolver } from '../forms/schema-resolver';
import { applyServerFieldErrors } from '../forms/server-errors';
import { useSession } from '../session/session';
import { useSendContact } from './content-api';
import { useContentT } from '../i18n/content-text';
import { Button, Container, Text } from '../ui';
import styles from './ContactPage.module.css';

interface ContactValues {
  name: string;
  email: string;
  topic: string;
  message: string;
  [CONTACT_TRAP_FIELD]: string;
}

const FIELDS = ['name', 'email', 'topic', 'message'] as const;
const resolver = schemaResolver<ContactValues, typeof contactSchema>(contactSchema);

/**
 * `contacto`: name, e-mail, topic and message, checked as the server checks them; a hidden
 * field a person never fills (bots do); once sent, the acknowledgement and a way to send
 * another. A signed-in user's name and e-mail are filled in.
 */
export default function ContactPage() {
  const t = useContentT();
  usePageTitle(t('contact.title'));
  const { user } = useSession();
  const send = useSendContact();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const blank = {
    name: user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() : '',
    email: user?.email ?? '',
    topic: '',
    message: '',
    [CONTACT_TRAP_FIELD]: '',
  };
  const { control, handleSubmit, setError, formState, reset, register } = useForm<
    ContactValues,
    unknown,
    ContactInput
  >({ resolver, defaultValues: blank });

  const onSubmit = async (values: ContactInput) => {
    setFailure(null);
    try {
      await send.mutateAsync(values);
      setSentTo(values.email);
      reset(blank);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) setFailure(error);
    }
  };

  return (
    <Container size="sm" padded="reading" data-testid="contact-page">
      <Text variant="h1" className={styles.title}>
        {t('contact.title')}
      </Text>
      <Text tone="secondary" className={styles.description}>
        {t('contact.description')}
      </Text>
      {sentTo ? (
        <>
          <FormAlert severity="success" data-testid="contact-sent">
            {t('contact.sent', { email: sentTo })}
          </FormAlert>
          <Button className={styles.another} onClick={() => setSentTo(null)}>
            {t('contact.another')}
          </Button>
        </>
      ) : (
        <>
          <FormErrorAlert error={failure} />
          <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
            <FormTextField
              control={control}
              name="name"
              label={t('contact.name')}
              required
              autoComplete="name"
            />
            <EmailField control={control} name="email" required />
            <SelectField
              control={control}
              name="topic"
              label={t('contact.topic')}
              required
              empty={t('contact.chooseTopic')}
              testId="contact-topic"
              options={CONTACT_TOPICS.map((topic) => ({
                value: topic,
                label: t(`contact.topics.${topic}`),
              }))}
            />
            <FormTextField
              control={control}
              name="message"
              label={t('contact.message')}
              required
              multiline
              minRows={5}
              maxLength={CONTACT_MESSAGE_MAX}
            />
            {/* Hidden from people and their screen readers; filled only by form-filling bots. */}
            <div aria-hidden className={styles.trap}>
              <label>
                {t('contact.trap')}
                <input
                  type="text"
                  tabIndex={-1}
                  autoComplete="off"
                  {...register(CONTACT_TRAP_FIELD)}
                />
              </label>
            </div>
            <SubmitButton busy={formState.isSubmitting}>{t('contact.send')}</SubmitButton>
          </form>
        </>
      )}
    </Container>
  );
}
