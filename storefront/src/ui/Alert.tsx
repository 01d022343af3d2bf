import ErrorOutlineIcon from 'plain-icon:ErrorOutline';
import InfoOutlinedIcon from 'plain-icon:InfoOutlined';
import ReportProblemOutlinedIcon from 'plain-icon:ReportProblemOutlined';
import SuccessOutlinedIcon from 'plain-icon:TaskAlt';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styles from './Alert.module.css';

export type AlertSeverity = 'error' | 'warning' | 'info' | 'success';

const ICONS = {
  error: ErrorOutlineIcon,
  warning: ReportProblemOutlinedIcon,
  info: InfoOutlinedIcon,
  success: SuccessOutlinedIcon,
};

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  severity?: AlertSeverity;
  /** `standard` (a tinted box, the default) or `outlined` (a border in the severity's colour). */
  variant?: 'standard' | 'outlined';
  /** A bold line above the message. */
  title?: ReactNode;
  /** A control at the end (a retry button, a link): `<Button tone="inherit" size="small">`. */
  action?: ReactNode;
  /** No icon before the message. */
  noIcon?: boolean;
  /** An icon of the caller's instead of the severity's own (decorative). */
  icon?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A message about the page or a part of it. `role="alert"` by default, as MUI's alert: say
 * `role="status"` for news that should not interrupt (a success, a polite information).
 */
export function Alert({
  severity = 'info',
  variant = 'standard',
  title,
  action,
  noIcon = false,
  icon,
  role = 'alert',
  className,
  children,
  ...rest
}: AlertProps) {
  const Icon = ICONS[severity];
  return (
    <div
      role={role}
      className={[styles.alert, styles[severity], styles[variant], className ?? '']
        .filter(Boolean)
        .join(' ')}
      {...rest}
    >
      {noIcon ? null : <span className={styles.icon}>{icon ?? <Icon fontSize="inherit" />}</span>}
      <div className={styles.message}>
        {title ? <div className={styles.title}>{title}</div> : null}
        {children}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
