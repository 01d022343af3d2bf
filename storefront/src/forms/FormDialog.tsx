import { useId } from 'react';
import type { FormEventHandler, ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { useNarrowerThan } from '../preferences/use-viewport';
import { Button, Dialog } from '../ui';
import type { ButtonTone, DialogSize } from '../ui';
import { SubmitButton } from './SubmitButton';

/** MUI's `maxWidth` names, as callers give them, and the kit's sizes of the same widths. */
const SIZES: Record<'xs' | 'sm' | 'md', DialogSize> = { xs: 'sm', sm: 'md', md: 'lg' };

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
  contentClassName,
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
  submitColor?: ButtonTone;
  lockWhileBusy?: boolean;
  /** Its widest: `xs` 444 px, `sm` 600 px (default), `md` 900 px. */
  maxWidth?: 'xs' | 'sm' | 'md';
  fullScreenOnPhone?: boolean;
  /** Spacing from a page not yet on the kit; `contentClassName` otherwise. */
  /** A class for the form around the fields (a column, a gap). */
  contentClassName?: string;
  testId?: string;
  children: ReactNode;
}) {
  const t = useT();
  const phone = useNarrowerThan('sm');
  const formId = useId();
  const locked = lockWhileBusy && busy;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      size={SIZES[maxWidth]}
      fullScreen={fullScreenOnPhone && phone}
      busy={locked}
      testId={testId}
      actions={
        <>
          <Button onClick={onClose} disabled={locked}>
            {t('forms.cancel')}
          </Button>
          {/* Outside the form's element but its submit button: Enter in a field presses it. */}
          <SubmitButton form={formId} busy={busy} tone={submitColor} size="medium">
            {submitLabel}
          </SubmitButton>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className={contentClassName}>
        {children}
      </form>
    </Dialog>
  );
}
