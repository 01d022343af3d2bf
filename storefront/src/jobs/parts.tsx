import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { DayHalf } from '../../../common/agenda';
import { minutesOf, timeOf } from '../../../common/agenda';
import { EVENT_DURATION_MINUTES } from '../../../common/constants';
import type { RouteName, RouteParams } from '../../../common/routes';
import { ApiError } from '../api/api-client';
import { generalErrorText } from '../forms/server-errors';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { ImageThumb } from './ImagePicker';
import { regionOfCurrency } from './job-time';
import type { Job } from './jobs-api';

/** A term above its value, for grids of facts. */
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
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
        data-testid={testId}
      >
        {children}
      </Typography>
    </Box>
  );
}

/** The text of a refused request: the server's words, plus its field messages if any. */
export function errorText(error: unknown, t: ReturnType<typeof useT>): string {
  const base = generalErrorText(error, t);
  if (!(error instanceof ApiError)) return base;
  const fields = error.fieldErrors.map((item) => item.message).filter((m) => m && m !== base);
  return fields.length ? `${base} ${fields.join(' ')}` : base;
}

/** A query that failed to load, with Retry (which loads it again). */
export function LoadError({
  title,
  query,
}: {
  title: string;
  query: { error: unknown; refetch: () => Promise<unknown> };
}) {
  const t = useT();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void query.refetch()}>
          {t('jobs.retry')}
        </Button>
      }
    >
      {title} {generalErrorText(query.error, t)}
    </Alert>
  );
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

/** A row whose items go to both ends, wrapping on a narrow screen (a heading and its action). */
export const spreadRowSx = (alignItems: 'center' | 'baseline', gap: number) =>
  ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems,
    justifyContent: 'space-between',
    gap,
  }) as const;

export const pageTitleSx = { fontSize: { xs: '1.75rem', md: '2.25rem' } } as const;
export const sectionTitleSx = { fontSize: { xs: '1.2rem', md: '1.35rem' }, mb: 1.5 } as const;

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
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2, sm: 3 },
        borderRadius: 3,
        ...(highlight ? { borderColor: 'primary.main' } : {}),
      }}
      data-testid={testId}
    >
      <Typography variant="h2" id={headingId} sx={sectionTitleSx}>
        {title}
      </Typography>
      {children}
    </Paper>
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
        <Button
          component={RouteLink}
          to="adminServiceDetail"
          params={{ query: id }}
          color="inherit"
          size="small"
        >
          {linkLabel}
        </Button>
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
    <Link component={RouteLink} to={to} params={params} sx={{ display: 'inline-block', mb: 2 }}>
      {children}
    </Link>
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
    <Box aria-busy="true" aria-label={label} sx={{ display: 'grid', gap: 2 }}>
      {titleWidth && <Skeleton variant="text" width={titleWidth} sx={{ fontSize: '2.25rem' }} />}
      {heights.map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Box>
  );
}

/** A page's main column and, from the md breakpoint, a column of `side` pixels beside it. */
export function MainAndSide({
  side,
  gap,
  children,
}: {
  side: number;
  gap: number | Record<string, number>;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `minmax(0, 1fr) ${side}px` },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
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
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
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
    </Box>
  );
}
