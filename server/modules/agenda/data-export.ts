/** What the agenda keeps about a user, for their data download (`exportFor`). */
import type { Knex } from 'knex';

/**
 * The user's agenda: the events of their calendar (as prosker, without their clients' phone and
 * e-mail; as client, without the prosker's), their weekly hours, special dates and weeks.
 */
export async function agendaExportFor(db: Knex, userId: number) {
  const [events, availability, specialDates, weeks] = await Promise.all([
    db('events')
      .where((w) => w.where({ prosker_id: userId }).orWhere({ client_id: userId }))
      .orderBy('id'),
    db('availability').where({ user_id: userId }).orderBy(['weekday', 'from_time']),
    db('special_dates').where({ user_id: userId }).orderBy('date'),
    db('agenda_weeks').where({ user_id: userId }),
  ]);
  return {
    events: events.map((event) => {
      const asProsker = Number(event.prosker_id) === userId;
      const {
        client_phone: clientPhone,
        client_email: clientEmail,
        prosker_phone: proskerPhone,
        prosker_email: proskerEmail,
        ...rest
      } = event;
      return {
        ...rest,
        role: asProsker ? 'prosker' : 'client',
        ...(asProsker
          ? { prosker_phone: proskerPhone, prosker_email: proskerEmail }
          : { client_phone: clientPhone, client_email: clientEmail }),
      };
    }),
    availability,
    specialDates,
    weeks,
  };
}

/**
 * At the end of the retention period: the user's own calendar goes, and in other proskers'
 * events they are no longer named nor reachable.
 */
export async function agendaForget(trx: Knex.Transaction, userId: number) {
  await trx('events').where({ prosker_id: userId }).delete();
  await trx('availability').where({ user_id: userId }).delete();
  await trx('special_dates').where({ user_id: userId }).delete();
  await trx('agenda_weeks').where({ user_id: userId }).delete();
  await trx('events')
    .where({ client_id: userId })
    .update({ client_name: '', client_phone: null, client_email: null, client_id: null });
}
