import { CHAT_REPORT_STATUSES, type ChatReportStatus } from '../../../common/chat';
import type { Schemas } from '../api/contract';

/** One message of the reported conversation, as GET /conversation-reports/{id} lists them. */
export type ReportedMessage = Schemas['Message'];

/** A report as the staff API returns it; the messages come with one report only. */
export type ConversationReport = Schemas['AdminConversationReport'] &
  Partial<Pick<Schemas['AdminConversationReportDetail'], 'messages'>>;

export const STATUS_CHOICES = CHAT_REPORT_STATUSES.map((status) => ({
  id: status,
  name: `backoffice.conversation-reports.statuses.${status}`,
}));

/** What staff may decide, and only while the report is open (the server says the same). */
export const DECISIONS = ['dismissed', 'banned'] as const satisfies readonly ChatReportStatus[];
export type ReportDecision = (typeof DECISIONS)[number];

export const isOpen = (report: ConversationReport) => report.status === 'open';

export const reportRepresentation = (report: ConversationReport) =>
  `#${report.id} · ${report.reported.username}`;
