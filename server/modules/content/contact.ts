/**
 * The contact form's messages after they are stored: staff are told, the sender gets an
 * acknowledgement, and staff's answer goes out, each from an outbox event (written with its
 * cause) so that a crash never loses one. The acknowledgement goes to an address nobody
 * verified, so it carries only the product's own words, never what the sender typed.
 */
import { isLanguage, type Language } from '../../../common/i18n';
import type { ContactStatus } from '../../../common/content';
import { staffNames } from '../accounts';
import { AppError, notFound, type Platform } from '../../platform';
import { recordAudit } from '../../platform/audit';
import { translator } from '../../platform/i18n';
import { escapeHtml, type OutgoingMail } from '../../platform/mail';

type Row = Record<string, unknown>;

const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');

function mail(to: string, subject: string, lines: string[]): OutgoingMail {
  return { to, subject, text: lines.join('\n\n'), html: paragraphs(lines) };
}

export function contactDto(row: Row, staffName?: string) {
  return {
    id: Number(row.id),
    name: String(row.name),
    email: String(row.email),
    topic: String(row.topic),
    message: String(row.message),
    language: String(row.language),
    region: String(row.region),
    status: row.status as ContactStatus,
    answer: (row.answer as string | null) ?? null,
    answeredBy: staffName ?? null,
    answeredAt: row.answered_at ? new Date(row.answered_at as string).toISOString() : null,
    createdAt: new Date(row.created_at as string).toISOString(),
  };
}

export function createContactInbox(platform: Platform) {
  const { db, mail: delivery, events, config } = platform;

  const find = async (id: number) => {
    const row = (await db('contact_messages').where({ id }).first()) as Row | undefined;
    if (!row) throw notFound();
    return row;
  };
  const wordsFor = (row: Row) => {
    const language: Language = isLanguage(row.language) ? row.language : 'es';
    const t = translator(language);
    return { t, topic: t(`content:contact.topics.${String(row.topic)}`), id: Number(row.id) };
  };

  events.on(
    'contact.received',
    async (event) => {
      const row = await find(event.contactId);
      const { t, topic, id } = wordsFor(row);
      const staffT = translator('es');
      await delivery.deliver({
        ...mail(
          config.mail.contactTo,
          staffT('mail:contact.staffSubject', {
            id,
            topic: staffT(`content:contact.topics.${String(row.topic)}`),
          }),
          [
            staffT('mail:contact.staffBody'),
            `${String(row.name)} <${String(row.email)}>`,
            String(row.message),
          ],
        ),
        headers: { 'Reply-To': String(row.email) },
      });
      await delivery.deliver(
        mail(String(row.email), t('mail:contact.ackSubject', { id }), [
          t('mail:contact.hello'),
          t('mail:contact.ackBody', { id, topic }),
          t('mail:contact.ackIgnore'),
          t('mail:signature'),
        ]),
      );
    },
    { background: true },
  );

  events.on(
    'contact.answered',
    async (event) => {
      const row = await find(event.contactId);
      if (!row.answer) return;
      const { t, topic, id } = wordsFor(row);
      await delivery.deliver(
        mail(String(row.email), t('mail:contact.answerSubject', { id }), [
          t('mail:contact.hello'),
          t('mail:contact.answerIntro', { topic }),
          String(row.answer),
          t('mail:signature'),
        ]),
      );
    },
    { background: true },
  );

  return {
    find,
    list: () => db('contact_messages'),
    /** Messages as staff read them, with the name of whoever answered. */
    async withNames(rows: Row[]) {
      const names = await staffNames(db, rows.map((r) => Number(r.answered_by)).filter(Boolean));
      return rows.map((r) => contactDto(r, names.get(Number(r.answered_by))));
    },

    /** Records staff's answer and, in the same transaction, the event that mails it. */
    async answer(id: number, staffId: number, answer: string) {
      return db.transaction(async (trx) => {
        const row = (await trx('contact_messages').where({ id }).forUpdate().first()) as
          Row | undefined;
        if (!row) throw notFound();
        if (row.status === 'closed') throw new AppError('CONTACT_ALREADY_CLOSED', 409);
        const [updated] = await trx('contact_messages')
          .where({ id })
          .update({
            status: 'answered',
            answer,
            answered_by: staffId,
            answered_at: trx.fn.now(),
          })
          .returning('*');
        await events.emit(trx, { type: 'contact.answered', contactId: id });
        await recordAudit(trx, {
          staffId,
          action: 'contact-messages.answer',
          target: { type: 'contact-messages', id },
          before: { status: row.status, answer: row.answer },
          after: { status: updated.status, answer: updated.answer },
        });
        return updated as Row;
      });
    },

    /** Closes or reopens a message (reopened, it is new again unless it was answered). */
    async setStatus(id: number, status: ContactStatus, staffId: number) {
      return db.transaction(async (trx) => {
        const row = (await trx('contact_messages').where({ id }).forUpdate().first()) as
          Row | undefined;
        if (!row) throw notFound();
        const next = status === 'answered' && !row.answer ? 'new' : status;
        const [updated] = await trx('contact_messages')
          .where({ id })
          .update({ status: next })
          .returning('*');
        await recordAudit(trx, {
          staffId,
          action: 'contact-messages.update',
          target: { type: 'contact-messages', id },
          before: { status: row.status },
          after: { status: next },
        });
        return updated as Row;
      });
    },
  };
}

export type ContactInbox = ReturnType<typeof createContactInbox>;
