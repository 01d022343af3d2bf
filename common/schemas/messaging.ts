/**
 * Chat input rules (issue 12) as yup schemas shared by the server and the storefront's message
 * box and report form. Messages are translation keys under `errors:fields`.
 */
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_REPORT_REASON_MAX_LENGTH } from '../chat';
import { yup, type MessageKey } from '../validation';

const field = (key: string, params?: Record<string, unknown>): MessageKey => ({
  key: `fields.${key}`,
  params,
});

/** The text of a message: not blank, at most the limit. */
export const messageBodySchema = yup
  .string()
  .trim()
  .required(field('required'))
  .max(CHAT_MESSAGE_MAX_LENGTH, field('tooLong', { max: CHAT_MESSAGE_MAX_LENGTH }));

export const messageSchema = yup.object({
  /** The sender's own id for the message (a UUID): a retried send returns the stored one. */
  clientMessageId: yup.string().trim().required(field('required')).uuid(field('invalid')),
  body: messageBodySchema,
});

export const conversationReportSchema = yup.object({
  reason: yup
    .string()
    .trim()
    .required(field('required'))
    .max(CHAT_REPORT_REASON_MAX_LENGTH, field('tooLong', { max: CHAT_REPORT_REASON_MAX_LENGTH })),
});
