import { useId, useRef } from 'react';
import { IMAGE_WARNING_BYTES } from '../../../../common/constants';
import { POST_ATTACHMENT_KINDS } from '../../../../common/schemas/catalogue';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import type { PostAttachmentKind } from '../../profiles/catalogue-api';
import { Alert, Button, Fieldset, Text } from '../../ui';
import AttachFileIcon from 'plain-icon:AttachFile';
import { KINDS, MB, type AttachmentFiles } from './attachment-kinds';
import styles from './PostsSettingsPage.module.css';

/** One kind's picker: its name, a button that opens the file chooser, the chosen file. */
function AttachmentSlot({
  kind,
  file,
  error,
  disabled,
  onFile,
}: {
  kind: PostAttachmentKind;
  file: File | null;
  error: string | null;
  disabled: boolean;
  onFile: (file: File | null, error: string | null) => void;
}) {
  const t = useT();
  const { fileSize } = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const rule = KINDS[kind];

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > rule.max) {
      onFile(
        null,
        kind === 'file'
          ? t('posts.fileTooLarge')
          : t('media.tooLarge', { max: Math.round(rule.max / MB) }),
      );
      return;
    }
    onFile(chosen, null);
  };

  return (
    <div data-testid={`post-attachment-${kind}`}>
      <Text variant="subtitle2" as="p">
        {t(rule.option)}
      </Text>
      <input
        ref={input}
        type="file"
        hidden
        accept={rule.accept}
        data-testid={`post-attachment-input-${kind}`}
        aria-label={t(rule.choose)}
        onChange={(event) => pick(event.target.files?.[0])}
      />
      <div className={styles.slotRow}>
        <Button
          variant="outlined"
          startIcon={<AttachFileIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled}
          aria-describedby={helpId}
        >
          {t(rule.choose)}
        </Button>
        {file && (
          <>
            <Text data-testid="post-attachment-chosen" className={styles.chosen}>
              {t('posts.chosen', { name: file.name, size: fileSize(file.size) })}
            </Text>
            <Button
              size="small"
              disabled={disabled}
              aria-label={t('posts.removeChosenLabel', { name: file.name })}
              onClick={() => {
                onFile(null, null);
                if (input.current) input.current.value = '';
              }}
            >
              {t('posts.removeChosen')}
            </Button>
          </>
        )}
      </div>
      <Text id={helpId} variant="caption" tone="secondary" as="p" className={styles.help}>
        {t(rule.help)}
      </Text>
      {kind === 'image' && file && file.size > IMAGE_WARNING_BYTES && (
        <Alert severity="warning" className={styles.message} data-testid="post-attachment-warning">
          {t('media.largeWarning', { size: (file.size / MB).toFixed(1) })}
        </Alert>
      )}
      {error && (
        <Alert severity="error" className={styles.message} data-testid="post-attachment-error">
          {error}
        </Alert>
      )}
    </div>
  );
}

/**
 * The optional attachments of a new post: a photo, a video and a file, at most one of each
 * (spec point 3), each with its own picker. Too large files are refused here, images over
 * 5 MB get a warning.
 */
export function AttachmentPicker({
  files,
  errors,
  disabled,
  onFile,
}: {
  files: AttachmentFiles;
  errors: Partial<Record<PostAttachmentKind, string | null>>;
  disabled: boolean;
  onFile: (kind: PostAttachmentKind, file: File | null, error: string | null) => void;
}) {
  const t = useT();
  const helpId = useId();
  return (
    <Fieldset legend={t('posts.attachment')} disabled={disabled} aria-describedby={helpId}>
      <Text id={helpId} variant="body2" tone="secondary" className={styles.attachmentsHelp}>
        {t('posts.attachmentsHelp')}
      </Text>
      <div className={styles.slots}>
        {POST_ATTACHMENT_KINDS.map((kind) => (
          <AttachmentSlot
            key={kind}
            kind={kind}
            file={files[kind] ?? null}
            error={errors[kind] ?? null}
            disabled={disabled}
            onFile={(file, error) => onFile(kind, file, error)}
          />
        ))}
      </div>
    </Fieldset>
  );
}
