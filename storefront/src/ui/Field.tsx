import { useId } from 'react';
import type {
  CSSProperties,
  InputHTMLAttributes,
  ReactNode,
  Ref,
  TextareaHTMLAttributes,
} from 'react';
import styles from './Field.module.css';

export type FieldSize = 'small' | 'medium';

/** What every outlined control shares: its name on the border, a helper or error line under it. */
export interface FieldFrameProps {
  /** The control's visible name, drawn on its top border. */
  label: ReactNode;
  /** A line under the control (a hint, or the error while `error`), tied with aria-describedby. */
  helperText?: ReactNode;
  /** The value is refused: red border and helper, `aria-invalid`. */
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** `medium` (56px) by default; `small` (40px) for filters and bars. */
  size?: FieldSize;
  /** Takes its container's width (a form's column); otherwise the control's own width. */
  fullWidth?: boolean;
  /** On the outer box: for a page's layout (a margin, a minimum width). */
  className?: string;
  /**
   * The name is for screen readers only (a header's search with a placeholder on screen);
   * the border is then whole.
   */
  hideLabel?: boolean;
}

interface FrameParts extends FieldFrameProps {
  id: string;
  helperId: string;
  multiline?: boolean;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  children: ReactNode;
}

/** The outlined frame: the control, its adornments, its label and the notch the label sits in. */
export function FieldFrame({
  id,
  helperId,
  label,
  helperText,
  error = false,
  required = false,
  disabled = false,
  size = 'medium',
  fullWidth = false,
  multiline = false,
  startAdornment,
  endAdornment,
  className,
  hideLabel = false,
  children,
}: FrameParts) {
  const box = [styles.root, fullWidth ? styles.fullWidth : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  const frame = [
    styles.frame,
    styles[size],
    multiline ? styles.multiline : '',
    error ? styles.error : '',
    disabled ? styles.disabled : '',
  ]
    .filter(Boolean)
    .join(' ');
  const name = (
    <>
      {label}
      {required ? <span aria-hidden="true">{'\u2009*'}</span> : null}
    </>
  );
  return (
    <div className={box}>
      <div className={frame}>
        {startAdornment ? (
          <span className={`${styles.adornment} ${styles.start}`}>{startAdornment}</span>
        ) : null}
        {children}
        {endAdornment ? (
          <span className={`${styles.adornment} ${styles.end}`}>{endAdornment}</span>
        ) : null}
        <label className={hideLabel ? styles.hiddenLabel : styles.label} htmlFor={id}>
          {name}
        </label>
        <fieldset aria-hidden="true" className={styles.outline}>
          <legend className={hideLabel ? `${styles.notch} ${styles.noNotch}` : styles.notch}>
            {hideLabel ? null : <span>{name}</span>}
          </legend>
        </fieldset>
      </div>
      {helperText ? (
        <p
          id={helperId}
          className={error ? `${styles.helper} ${styles.helperError}` : styles.helper}
        >
          {helperText}
        </p>
      ) : null}
    </div>
  );
}

/** The ids and ARIA a control inside a frame takes. */
export function useFieldIds(
  idProp: string | undefined,
  helperText: ReactNode,
  error: boolean | undefined,
  describedBy: string | undefined,
) {
  const ownId = useId();
  const id = idProp ?? ownId;
  const helperId = `${id}-helper`;
  const described = [describedBy, helperText ? helperId : undefined].filter(Boolean).join(' ');
  return {
    id,
    helperId,
    aria: {
      'aria-invalid': error || undefined,
      'aria-describedby': described || undefined,
    },
  };
}

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'className' | 'children'
>;
type NativeAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'className' | 'children' | 'rows'
>;

interface FieldOwnProps extends FieldFrameProps {
  /** Something before the value (a currency symbol) or after it (an `IconButton`). */
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  /** The control's `data-testid`. */
  testId?: string;
}

export interface InputFieldProps extends FieldOwnProps, NativeInputProps {
  multiline?: false;
  /** The `<input>` itself: react-hook-form's `register(…)` and `field.ref` go here. */
  ref?: Ref<HTMLInputElement>;
}

export interface TextAreaFieldProps extends FieldOwnProps, NativeAreaProps {
  /** A `<textarea>` that grows with its text, from `minRows` (or `rows`) up to `maxRows`. */
  multiline: true;
  rows?: number;
  minRows?: number;
  maxRows?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

export type FieldProps = InputFieldProps | TextAreaFieldProps;

/** Splits a field's props into its frame's and its control's. */
function splitField<P extends FieldOwnProps & { id?: string; 'aria-describedby'?: string }>(
  props: P,
) {
  const {
    label,
    helperText,
    error,
    size,
    fullWidth,
    className,
    hideLabel,
    startAdornment,
    endAdornment,
    testId,
    id,
    'aria-describedby': describedBy,
    ...control
  } = props;
  const frame = {
    label,
    helperText,
    error,
    required: props.required,
    disabled: props.disabled,
    size,
    fullWidth,
    className,
    hideLabel,
    startAdornment,
    endAdornment,
  };
  return { frame, control, testId, id, describedBy };
}

function TextArea(props: TextAreaFieldProps) {
  const { frame, control, testId, id: idProp, describedBy } = splitField(props);
  const { multiline: _multiline, rows, minRows, maxRows, style: _style, ...area } = control;
  const { id, helperId, aria } = useFieldIds(idProp, frame.helperText, frame.error, describedBy);
  // The rows it starts at and may grow to, for the stylesheet (`field-sizing: content`).
  const lines = { '--rows': rows ?? minRows ?? 1, '--max-rows': rows ?? maxRows ?? 1000 };
  return (
    <FieldFrame {...frame} id={id} helperId={helperId} multiline>
      <textarea
        {...area}
        id={id}
        className={rows ? styles.control : `${styles.control} ${styles.grow}`}
        rows={rows ?? minRows ?? 1}
        style={lines as CSSProperties}
        data-testid={testId}
        {...aria}
      />
    </FieldFrame>
  );
}

function Input(props: InputFieldProps) {
  const { frame, control, testId, id: idProp, describedBy } = splitField(props);
  const { multiline: _multiline, ...input } = control;
  const { id, helperId, aria } = useFieldIds(idProp, frame.helperText, frame.error, describedBy);
  return (
    <FieldFrame {...frame} id={id} helperId={helperId}>
      <input {...input} id={id} className={styles.control} data-testid={testId} {...aria} />
    </FieldFrame>
  );
}

/**
 * A text field with its name on its border (an outlined field): an `<input>` of any `type`, or
 * with `multiline` a `<textarea>` that grows with its text.
 */
export function Field(props: FieldProps) {
  return props.multiline ? <TextArea {...props} /> : <Input {...props} />;
}

export type DateFieldProps = Omit<InputFieldProps, 'type' | 'multiline'>;

/** A date with the browser's own picker (a phone's wheel, a desktop's calendar), as a `Field`. */
export function DateField(props: DateFieldProps) {
  return <Field {...props} type="date" />;
}
