import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useId, useRef } from 'react';
import { IMAGE_WARNING_BYTES } from '../../../../common/constants';
import { useT } from '../../i18n/use-t';
import { useFileSize } from '../../profiles/PostAttachment';
import { CHOICES, KINDS, MB, type AttachmentChoice } from './attachment-kinds';

/**
 * The optional attachment of a new post: the kind as radio buttons, then a file picker for
 * that kind. Too large files are refused here, images over 5 MB get a warning.
 */
export function AttachmentPicker({
  kind,
  file,
  error,
  disabled,
  onKind,
  onFile,
}: {
  kind: AttachmentChoice;
  file: File | null;
  error: string | null;
  disabled: boolean;
  onKind: (kind: AttachmentChoice) => void;
  onFile: (file: File | null, error: string | null) => void;
}) {
  const t = useT();
  const fileSize = useFileSize();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const helpId = useId();
  const rule = kind === 'none' ? null : KINDS[kind];

  const pick = (chosen: File | undefined) => {
    if (!chosen || !rule) return;
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
    <Box>
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend" id={labelId}>
          {t('posts.attachment')}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={kind}
          onChange={(event) => {
            onKind(event.target.value as AttachmentChoice);
            if (input.current) input.current.value = '';
          }}
        >
          {CHOICES.map((choice) => (
            <FormControlLabel
              key={choice}
              value={choice}
              control={<Radio />}
              label={t(choice === 'none' ? 'posts.attachNone' : KINDS[choice].option)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {rule && (
        <Box sx={{ mt: 1 }}>
          <input
            ref={input}
            type="file"
            hidden
            accept={rule.accept}
            data-testid="post-attachment-input"
            aria-label={t(rule.choose)}
            onChange={(event) => pick(event.target.files?.[0])}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
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
      )}
    </Box>
  );
}
