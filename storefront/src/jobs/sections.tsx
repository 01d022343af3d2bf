import type { ReactNode } from 'react';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { Alert, Button, Text } from '../ui';
import styles from './sections.module.css';

/**
 * The section, fact and error parts the job pages (`parts.tsx`) and the profile's job sections
 * (`ProfileJobSections.tsx`) share: one set, drawn with the kit, in a module small enough for
 * the public profile.
 */

/** A section's title (an `<h2>`): in a panel of a job page, and on the profile. */
export function SectionTitle({
  id,
  className,
  children,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <h2 id={id} className={className ? `${styles.sectionTitle} ${className}` : styles.sectionTitle}>
      {children}
    </h2>
  );
}

/** A section's title with an action at its end when given (a link to manage what it lists). */
export function SectionHeading({
  id,
  action,
  children,
}: {
  id?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const title = <SectionTitle id={id}>{children}</SectionTitle>;
  if (!action) return title;
  return (
    <div className={styles.spreadRow}>
      {title}
      {action}
    </div>
  );
}

/** A term above its value, for grids of facts (`layout/grids` `FactGrid`). */
export function Fact({
  term,
  children,
  testId,
}: {
  term: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className={styles.fact}>
      <Text as="dt" variant="body2" tone="secondary">
        {term}
      </Text>
      <dd className={styles.factValue} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * A query that failed to load: `title` and the server's words, with Retry (which loads it
 * again) unless `retry` is false.
 */
export function LoadError({
  title,
  query,
  retry = true,
}: {
  title: string;
  query: { error: unknown; refetch?: () => Promise<unknown> };
  retry?: boolean;
}) {
  const t = useT();
  const refetch = query.refetch;
  return (
    <Alert
      severity="error"
      action={
        retry && refetch ? (
          <Button tone="inherit" size="small" onClick={() => void refetch()}>
            {t('jobs.retry')}
          </Button>
        ) : undefined
      }
    >
      {title} {generalErrorText(query.error, t)}
    </Alert>
  );
}
