import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { conversationReportSchema } from '../../../common/schemas/messaging';
import { FormDialog } from '../forms/FormDialog';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { FormTextField } from '../forms/FormTextField';
import { schemaResolver } from '../forms/schema-resolver';
import { useT } from '../i18n/use-t';
import { reportConversation } from '../conversations/chat-api';
import styles from './chat.module.css';

/** Reporting the conversation to staff, with a reason (the shared schema's rules). */
export function ReportDialog({
  conversationId,
  onClose,
  onReported,
}: {
  conversationId: number;
  onClose: () => void;
  onReported: () => void;
}) {
  const t = useT();
  const [failure, setFailure] = useState<unknown>(null);
  const { control, handleSubmit, formState } = useForm<{ reason: string }>({
    defaultValues: { reason: '' },
    resolver: schemaResolver(conversationReportSchema),
    reValidateMode: 'onChange',
  });
  const submit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await reportConversation(conversationId, reason.trim());
      onReported();
    } catch (error) {
      setFailure(error);
    }
  });
  return (
    <FormDialog
      title={t('chat.reportTitle')}
      description={t('chat.reportText')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      busy={formState.isSubmitting}
      submitLabel={t('chat.reportSend')}
      submitColor="error"
      testId="report-dialog"
    >
      <FormErrorAlert error={failure} />
      <div className={styles.reportField}>
        <FormTextField
          control={control}
          name="reason"
          label={t('chat.reportReason')}
          multiline
          minRows={3}
          required
          autoFocus
        />
      </div>
    </FormDialog>
  );
}
