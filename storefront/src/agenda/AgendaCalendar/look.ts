/**
 * The calendar's look in the theme's colours: events by status, dated jobs (paid ones with a
 * bar), the hours outside the week (grey), a special date's closed hours (stripes) and its own
 * hours, and FullCalendar's styles.
 */
import { alpha } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import type { EventStatus } from '../../../../common/agenda';

export interface CalendarLook {
  status: Record<EventStatus, { bg: string; fg: string; border: string }>;
  /** A dated job of the prosker's (a half-day booking, or a job they wrote). */
  job: { bg: string; fg: string; border: string };
  /** The mark of a job paid online: a thick bar down the block's start side. */
  paid: string;
  /** Hours outside the weekly ranges. */
  closedBg: string;
  /** A special date's closed hours: stripes, unlike the weekly hours' plain grey. */
  closedStripes: string;
  /** A special date's own hours. */
  specialBg: string;
}

function statusColors(
  theme: Theme,
): Record<EventStatus, { bg: string; fg: string; border: string }> {
  return {
    pending: {
      bg: theme.palette.warning.light,
      fg: theme.palette.getContrastText(theme.palette.warning.light),
      border: theme.palette.warning.dark,
    },
    approved: {
      bg: theme.palette.success.main,
      fg: theme.palette.success.contrastText,
      border: theme.palette.success.dark,
    },
    rejected: {
      bg: theme.palette.action.disabledBackground,
      fg: theme.palette.text.secondary,
      border: theme.palette.divider,
    },
  };
}

export function calendarLook(theme: Theme): CalendarLook {
  return {
    status: statusColors(theme),
    job: {
      bg: alpha(theme.palette.info.main, theme.palette.mode === 'dark' ? 0.32 : 0.14),
      fg: theme.palette.text.primary,
      border: theme.palette.info.main,
    },
    paid: theme.palette.success.dark,
    closedBg: alpha(theme.palette.text.primary, theme.palette.mode === 'dark' ? 0.14 : 0.07),
    closedStripes: `repeating-linear-gradient(135deg, ${alpha(theme.palette.text.primary, 0.12)} 0 4px, transparent 4px 10px)`,
    specialBg: alpha(theme.palette.info.main, 0.14),
  };
}

/** FullCalendar's variables and classes, styled for the theme. */
export function calendarSx(theme: Theme, look: CalendarLook): SxProps<Theme> {
  const { closedBg, closedStripes } = look;
  return {
    '--fc-border-color': theme.palette.divider,
    '--fc-page-bg-color': theme.palette.background.paper,
    '--fc-neutral-bg-color': closedBg,
    '--fc-non-business-color': closedBg,
    '--fc-today-bg-color': alpha(theme.palette.primary.main, 0.06),
    '--fc-now-indicator-color': theme.palette.error.main,
    '--fc-button-bg-color': theme.palette.primary.main,
    '--fc-button-border-color': theme.palette.primary.main,
    '--fc-button-hover-bg-color': theme.palette.primary.dark,
    '--fc-button-hover-border-color': theme.palette.primary.dark,
    '--fc-button-active-bg-color': theme.palette.primary.dark,
    '--fc-button-active-border-color': theme.palette.primary.dark,
    '--fc-button-text-color': theme.palette.primary.contrastText,
    fontFamily: theme.typography.fontFamily,
    '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: 1 },
    // On phones the title takes a row of its own, above the buttons.
    '& .fc .fc-header-toolbar .fc-toolbar-chunk:nth-of-type(2)': {
      order: { xs: -1, sm: 0 },
      width: { xs: '100%', sm: 'auto' },
    },
    '& .fc .fc-toolbar-title': {
      fontSize: { xs: '1.1rem', sm: '1.25rem' },
      fontWeight: 600,
      '&::first-letter': { textTransform: 'uppercase' },
    },
    '& .fc .fc-col-header-cell-cushion': {
      display: 'inline-block',
      color: 'text.primary',
      '&::first-letter': { textTransform: 'uppercase' },
    },
    '& .fc .fc-button': { textTransform: 'capitalize', fontSize: '0.875rem' },
    '& .fc .fc-button:focus-visible, & .fc .fc-event:focus-visible': {
      outline: `3px solid ${theme.palette.secondary.main}`,
      outlineOffset: 2,
    },
    '& .fc .fc-timegrid-slot': { height: '2.25em' },
    '& .fc .fc-timegrid-slot-label-cushion': { fontSize: '0.8rem', color: 'text.secondary' },
    '& .fc .fc-timegrid-event': { cursor: 'pointer', boxShadow: 1 },
    '& .fc .fc-event-main': { px: 0.5, py: 0.25, fontSize: '0.78rem', lineHeight: 1.25 },
    '& .agenda-event-time': { fontSize: '0.72rem', opacity: 0.9 },
    '& .agenda-event-name': {
      fontWeight: 600,
      overflow: 'hidden',
      overflowWrap: 'anywhere',
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
    },
    '& .agenda-event-status': { fontSize: '0.72rem' },
    '& .fc .agenda-event-rejected': { opacity: 0.7, textDecoration: 'line-through' },
    // A job still waiting for the prosker's answer is dashed, like a pending event.
    '& .fc .agenda-job-new': { borderStyle: 'dashed', borderWidth: 2 },
    // FullCalendar writes the block's border colour inline, so the bar's colour must win.
    '& .fc .agenda-paid': {
      borderInlineStartWidth: 6,
      borderInlineStartColor: `${look.paid} !important`,
    },
    '& .agenda-event-paid': {
      fontSize: '0.72rem',
      fontWeight: 700,
      display: 'inline-flex',
      alignItems: 'center',
      gap: 0.25,
    },
    // One line (an hour's block has room for four): a job's title in its event, a client's name.
    '& .agenda-event-job': {
      fontSize: '0.72rem',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
    },
    // A job's own block lasts hours: its title may take three lines.
    '& .agenda-event-name.agenda-job-title': { WebkitLineClamp: 3 },
    '& .fc a.fc-event:hover .agenda-event-name': { textDecoration: 'underline' },
    '& .fc .agenda-event-pending': { borderStyle: 'dashed', borderWidth: 2 },
    '& .fc .fc-bg-event': { opacity: 1 },
    '& .fc .fc-bg-event.agenda-closed': { background: closedStripes },
    '& .fc .fc-bg-event.agenda-special': {
      background: look.specialBg,
    },
    '& .fc .fc-bg-event .fc-event-title': {
      fontStyle: 'normal',
      fontSize: '0.75rem',
      color: 'text.secondary',
    },
    '& .fc .fc-scrollgrid': { borderRadius: 1 },
  };
}
