/**
 * The calendar's colours for FullCalendar's blocks, which it writes inline: the custom
 * properties of `AgendaCalendar.module.css` (the palette's, light and dark).
 */
import type { EventStatus } from '../../../../common/agenda';

interface BlockColors {
  backgroundColor: string;
  borderColor: string;
  textColor: string;
}

const colors = (name: string): BlockColors => ({
  backgroundColor: `var(--agenda-${name}-bg)`,
  borderColor: `var(--agenda-${name}-border)`,
  textColor: `var(--agenda-${name}-fg)`,
});

/** An event's block by its status. */
export const STATUS_COLORS: Record<EventStatus, BlockColors> = {
  pending: colors('pending'),
  approved: colors('approved'),
  rejected: colors('rejected'),
};

/** A dated job of the prosker's (a half-day booking, or a job they wrote). */
export const JOB_COLORS = colors('job');
