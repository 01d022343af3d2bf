import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { FormAlert } from './FormAlert';
import type { FormAlertProps } from './FormAlert';
import { generalErrorText } from './server-errors';

type FormErrorAlertProps = Omit<FormAlertProps, 'children'> & {
  /** The error that belongs to no field; `null` while there is none. */
  error: unknown;
  /** Shown under the error's text, e.g. a way out of it. */
  children?: ReactNode;
};

/** A form's general error: the server's text, or ours for network and unexpected failures. */
export function FormErrorAlert({ error, children, ...rest }: FormErrorAlertProps) {
  const t = useT();
  if (error === null) return null;
  return (
    <FormAlert {...rest}>
      {generalErrorText(error, t)}
      {children}
    </FormAlert>
  );
}
