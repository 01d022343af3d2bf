import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import type { DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import type { FormEventHandler, ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { SubmitButton } from './SubmitButton';

/**
 * A dialog that is one form: the title names it, `description` (if any) describes it to screen
 * readers, the fields, then Cancel and the submit button (`submitLabel`, busy while it sends).
 * Enter in a field submits. `lockWhileBusy` keeps it open while the request runs;
 * `fullScreenOnPhone` gives a long form the whole screen below the sm breakpoint.
 */
export function FormDialog({
  open = true,
  title,
  description,
  onClose,
  onSubmit,
  busy,
  submitLabel,
  submitColor,
  lockWhileBusy = false,
  maxWidth = 'sm',
  fullScreenOnPhone = false,
  contentSx,
  testId,
  children,
}: {
  open?: boolean;
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  submitLabel: ReactNode;
  submitColor?: ButtonProps['color'];
  lockWhileBusy?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  fullScreenOnPhone?: boolean;
  contentSx?: SxProps<Theme>;
  testId?: string;
  children: ReactNode;
}) {
  const t = useT();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={lockWhileBusy && busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={description ? textId : undefined}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreenOnPhone && phone}
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogContent sx={contentSx}>
          {description && (
            <DialogContentText id={textId} sx={{ mb: 2 }}>
              {description}
            </DialogContentText>
          )}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={lockWhileBusy && busy}>
            {t('forms.cancel')}
          </Button>
          <SubmitButton busy={busy} color={submitColor} size="medium">
            {submitLabel}
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
