/**
 * The seller's office (issue 28): the private note a prosker keeps about a client, shared by the
 * server and the clients list's inline editor. Messages are translation keys under
 * `errors:fields`.
 */
import { CLIENT_NOTE_MAX } from '../constants';
import { yup, type MessageKey } from '../validation';

const field = (key: string, params?: Record<string, unknown>): MessageKey => ({
  key: `fields.${key}`,
  params,
});

/** An empty note removes the note. */
export const clientNoteSchema = yup.object({
  note: yup
    .string()
    .defined(field('required'))
    .trim()
    .max(CLIENT_NOTE_MAX, field('tooLong', { max: CLIENT_NOTE_MAX })),
});
