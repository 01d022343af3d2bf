import type { CSSProperties, ReactNode } from 'react';
import { useId } from 'react';
import type { DayHalf } from '../../../common/agenda';
import { minutesOf, timeOf } from '../../../common/agenda';
import { EVENT_DURATION_MINUTES } from '../../../common/constants';
import type { RouteName, RouteParams } from '../../../common/routes';
import { ApiError } from '../api/api-client';
import { generalErrorText } from '../forms/server-errors';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import { Alert, LinkButton, Skeleton, Surface, linkClass } from '../ui';
import { ImageThumb } from './ImagePicker';
import { regionOfCurrency } from './job-time';
import type { Job } from './jobs-api';
import styles from './parts.module.css';
import { SectionTitle } from './sections';
import sectionStyles from './sections.module.css';

export { Fact, LoadError, SectionHeading, SectionTitle } from './sections';

/**
 * The job pages' shared parts, drawn with the kit (`ui/`); the section, fact and error parts
 * they share with the profile's job sections are `sections.tsx`'s.
 */

/** A job page's title (an `<h1>`), for a page's own heading. */
export const pageTitleClass = styles.pageTitle;

/** A row whose items go to both ends, wrapping on a narrow screen (a heading and its action). */
export const spreadRowClass = sectionStyles.spreadRow;

/** The same row, its items centred across and further apart (a page's title and its buttons). */
export const centeredSpreadRowClass = styles.spreadRowCentered;

/** The text of a refused request: the server's words, plus its field messages if any. */
export function errorText(error: unknown, t: ReturnType<typeof useT>): string {
  const base = generalErrorText(error, t);
  if (!(error instanceof ApiError)) return base;
  const fields = error.fieldErrors.map((item) => item.message).filter((m) => m && m !== base);
  return fields.length ? `${base} ${fields.join(' ')}` : base;
}

/** "09:00 a 10:00" from a slot's local start. */
export function useSlotLabel() {
  const t = useT();
  return (time: string) =>
    t('jobs.buy.slotLabel', { from: time, to: timeOf(minutesOf(time) + EVENT_DURATION_MINUTES) });
}

export function useHalfLabel() {
  const t = useT();
  return (half: DayHalf | null | undefined) => (half ? t(`jobs.halves.${half}`) : '—');
}

/**
 * When a job happens, in few words: a half-day booking whose hour is not agreed yet as its half,
 * "Mañana (de 9 a 13 h)", never an hour nobody chose; a booked 1-hour slot as its times; a
 * half-day booking with its hour as "A las 10:30"; anything else as its start and end times.
 */
export function useWhenLabel() {
  const t = useT();
  const { time } = useFormat();
  return (job: Job) => {
    const region = regionOfCurrency(job.currency);
    if (job.timeOfDay && !job.hourAgreed) return t(`jobs.halves.${job.timeOfDay}`);
    const minutes = (new Date(job.endDate).getTime() - new Date(job.startDate).getTime()) / 60_000;
    if (job.timeOfDay && minutes !== EVENT_DURATION_MINUTES) {
      return t('jobs.atHour', { time: time(job.startDate, region) });
    }
    return t('jobs.buy.slotLabel', {
      from: time(job.startDate, region),
      to: time(job.endDate, region),
    });
  };
}

/**
 * A titled panel of a job page: an outlined `<section>` named by its `<h2>`. `titleId` names the
 * heading when the panel's content refers to it too; `highlight` draws the border in the primary
 * colour (a panel that asks for something).
 */
export function SectionPanel({
  title,
  titleId,
  testId,
  highlight = false,
  children,
}: {
  title: ReactNode;
  titleId?: string;
  testId?: string;
  highlight?: boolean;
  children: ReactNode;
}) {
  const ownId = useId();
  const headingId = titleId ?? ownId;
  return (
    <Surface
      as="section"
      aria-labelledby={headingId}
      className={highlight ? `${styles.panel} ${styles.highlight}` : styles.panel}
      data-testid={testId}
    >
      <SectionTitle id={headingId}>{title}</SectionTitle>
      {children}
    </Surface>
  );
}

/** Why a job page shows nothing to do here (info), with a link to the job's detail page. */
export function JobDetailNotice({
  id,
  testId,
  linkLabel,
  children,
}: {
  id: number;
  testId: string;
  linkLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <Alert
      severity="info"
      data-testid={testId}
      action={
        <LinkButton
          tone="inherit"
          size="small"
          render={<RouteLink to="adminServiceDetail" params={{ query: id }} />}
        >
          {linkLabel}
        </LinkButton>
      }
    >
      {children}
    </Alert>
  );
}

/** The way back at the top of a job page, to the page it came from. */
export function BackLink({
  to,
  params,
  children,
}: {
  to: RouteName;
  params?: RouteParams;
  children: ReactNode;
}) {
  return (
    <RouteLink to={to} params={params} className={`${linkClass} ${styles.backLink}`}>
      {children}
    </RouteLink>
  );
}

/**
 * A page's content while it loads: a busy region named `label` holding a title line (when
 * `titleWidth` is given) and panels of the given heights.
 */
export function LoadingPanels({
  label,
  titleWidth,
  heights,
}: {
  label: string;
  titleWidth?: string;
  heights: number[];
}) {
  return (
    <div aria-busy="true" aria-label={label} className={styles.panels}>
      {titleWidth && <Skeleton variant="text" width={titleWidth} fontSize="2.25rem" />}
      {heights.map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </div>
  );
}

/** A space step of the theme's (8px) as a length. */
const spacing = (step: number) => `${step * 8}px`;

/**
 * A page's main column and, from the md breakpoint, a column of `side` pixels beside it; `gap`
 * in theme spacing units (8px), or one per breakpoint.
 */
export function MainAndSide({
  side,
  gap,
  children,
}: {
  side: number;
  gap: number | Partial<Record<'xs' | 'sm' | 'md', number>>;
  children: ReactNode;
}) {
  const steps = typeof gap === 'number' ? { xs: gap } : gap;
  const xs = steps.xs ?? 0;
  const sm = steps.sm ?? xs;
  const md = steps.md ?? sm;
  const style = {
    '--side': `${side}px`,
    '--gap-xs': spacing(xs),
    '--gap-sm': spacing(sm),
    '--gap-md': spacing(md),
  } as CSSProperties;
  return (
    <div className={styles.mainAndSide} style={style}>
      {children}
    </div>
  );
}

/**
 * A service's or job's image (when it has one, linked to its full size) before `children`: the
 * top of its page, and its largest picture.
 */
export function WithImage({
  image,
  title,
  testId,
  children,
}: {
  image: string | null;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className={styles.withImage}>
      {image && (
        <ImageThumb
          image={image}
          alt={t('jobs.image.of', { title })}
          size={{ xs: 96, sm: 160 }}
          testId={testId}
          linked
          loading="priority"
        />
      )}
      {children}
    </div>
  );
}
