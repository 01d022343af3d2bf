import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useId, useRef } from 'react';
import { IMAGE_WARNING_BYTES } from '../../../../common/constants';
import { POST_ATTACHMENT_KINDS } from '../../../../common/schemas/catalogue';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import type { PostAttachmentKind } from '../../profiles/catalogue-api';
import { KINDS, MB, type AttachmentFiles } from './attachment-kinds';

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
    <Box data-testid={`post-attachment-${kind}`}>
      <Typography variant="subtitle2" component="p">
        {t(rule.option)}
      </Typography>
      <input
        ref={input}
        type="file"
        hidden
        accept={rule.accept}
        data-testid={`post-attachment-input-${kind}`}
        aria-label={t(rule.choose)}
        onChange={(event) => pick(event.target.files?.[0])}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <Button
          variant="outlined"
          startIcon={<AttachFileIcon aria-hidden />}
          onClick={() => input.current?.click()}
          disabled={disabled}
          aria-describedby={helpId}
        >
          {t(rule.choose)}
        </Button>
        {file && (
          <>
            <Typography
              data-testid="post-attachment-chosen"
              sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
            >
              {t('posts.chosen', { name: file.name, size: fileSize(file.size) })}
            </Typography>
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
      </Box>
      <Typography
        id={helpId}
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ mt: 0.5 }}
      >
        {t(rule.help)}
      </Typography>
      {kind === 'image' && file && file.size > IMAGE_WARNING_BYTES && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="post-attachment-warning">
          {t('media.largeWarning', { size: (file.size / MB).toFixed(1) })}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} data-testid="post-attachment-error">
          {error}
        </Alert>
      )}
    </Box>
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
    <FormControl component="fieldset" disabled={disabled} aria-describedby={helpId}>
      <FormLabel component="legend">{t('posts.attachment')}</FormLabel>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('posts.attachmentsHelp')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
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
      </Box>
    </FormControl>
  );
}
