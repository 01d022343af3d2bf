/**
 * Domain events between modules, kept in an outbox (`outbox_events`). A module records an event
 * with `emit(trx, event)` in the same transaction as the change that causes it, so the event
 * exists exactly when the change does. After the commit the event is handled at once, in this
 * process; a handler that fails, or a process that dies first, leaves the event pending and the
 * outbox worker (`drain`, run by a timer and at start-up) tries it again with growing pauses.
 *
 * Handlers must be idempotent: an event can be handled more than once (a crash after the
 * handler and before the row is marked). Events that share a key (the same user, the same job)
 * are handled in the order they were recorded: an event waits while an older one of its key is
 * still pending, so a retried old event never overwrites a newer one.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';
import { isDatabaseUnavailable } from './db';
import type { Logger } from './logger';

/**
 * When and where a job takes place, as its notices tell it (ADR 0027). Absent from events
 * recorded before bookings said so: their notices read as a job with its hour and no address.
 */
export interface JobVisit {
  /** The half of the day booked, while its hour is not agreed ('morning' or 'afternoon'). */
  half?: string | null;
  /** Where the job takes place, in one line, and its city and department; null without one. */
  address?: string | null;
  area?: string | null;
}

export type DomainEvent =
  | { type: 'user.changed'; userId: number }
  /**
   * Accounts: the files of a user past the retention period (keys under the uploads directory),
   * removed once their rows are gone, with retries.
   */
  | { type: 'files.forgotten'; userId: number; keys: string[] }
  /** Billing: the user's premium entitlement may have changed (search ranks premium first). */
  | { type: 'premium.changed'; userId: number; premium: boolean }
  /** Billing: a job's payment reached a new state through a verified notification. */
  | {
      type: 'payment.changed';
      jobId: number;
      status: 'pendingPayment' | 'paid' | 'rejected' | 'refunded' | 'cancelled' | 'duplicate';
    }
  /** Billing: a second approved payment of one job, to refund. */
  | { type: 'payment.duplicate'; paymentId: number }
  /** Jobs: a prosker published, changed or withdrew a service (search reads their words). */
  | { type: 'services.changed'; userId: number }
  /** Jobs: staff withdrew a prosker's service, with the reason the prosker is told. */
  | { type: 'service.withdrawn'; userId: number; serviceId: number; title: string; reason: string }
  /** Jobs: a prosker's reviews changed (search filters and sorts by rating). */
  | { type: 'rating.changed'; userId: number; average: number; count: number }
  /**
   * Messaging: a message the recipient had no other unread message before (the start of an
   * unread streak; notifications tell an offline recipient, and count the streak when it goes).
   */
  | {
      type: 'message.sent';
      conversationId: number;
      messageId: number;
      senderId: number;
      recipientId: number;
      /** Written by Prosk's staff in a support conversation (`senderId` is then 0). */
      fromSupport?: true;
    }
  /**
   * Jobs: a job was created or moved (one per history row but edits). Carries what a notice
   * about it says, read in the same transaction.
   */
  | ({
      type: 'job.changed';
      jobId: number;
      /** A JobAction, or 'create'. */
      action: string;
      actor: 'prosker' | 'client' | 'staff' | 'system';
      from: string | null;
      to: string;
      clientId: number;
      proskerId: number;
      title: string;
      startDate: string;
      price: number;
      currency: string;
      /** A cancellation or help reason's id, and the note that came with it. */
      reasonId: number | null;
      comment: string | null;
      /** A confirmed payment (`confirmPayment`): what was paid and the fee stored with it. */
      paid?: { amount: number; feeBps: number; vatBps: number; fee: number; net: number };
    } & JobVisit)
  /** Jobs: staff refunded (part of) a paid job; both sides are told the amount. */
  | {
      type: 'job.refunded';
      jobId: number;
      refundId: number;
      clientId: number;
      proskerId: number;
      title: string;
      amount: number;
      /** Everything refunded of the job's payment, this refund included, and what was paid. */
      refundedTotal: number;
      paid: number;
      currency: string;
      full: boolean;
    }
  /** Jobs: a client reviewed a job. */
  | {
      type: 'job.reviewed';
      jobId: number;
      clientId: number;
      proskerId: number;
      title: string;
      rating: number;
    }
  /**
   * Jobs (scheduled): a date a notice is due for: a reminder 24 h or 2 h before an appointment,
   * or the review request two days after completion. Emitting one twice is harmless: the notice
   * is kept once per job and kind.
   */
  | ({
      type: 'job.due';
      jobId: number;
      kind: 'reminder24h' | 'reminder2h' | 'reviewRequest';
      clientId: number;
      proskerId: number;
      title: string;
      startDate: string;
    } & JobVisit)
  /** Agenda: an event of a prosker's agenda was added (pending), approved or rejected. */
  | {
      type: 'calendar.changed';
      eventId: number;
      proskerId: number;
      /** The client's account, when the event has one (a walk-in has none). */
      clientId: number | null;
      /** The job the event is the appointment of (its notices then come from the job). */
      jobId: number | null;
      status: 'pending' | 'approved' | 'rejected';
      startsAt: string;
      /** Who changed it: the prosker (an event they added, a decision) or a client's booking. */
      by: 'prosker' | 'client' | 'system';
    }
  /** Billing: something about a prosker's subscription or Mercado Pago link they must know. */
  | {
      type: 'billing.changed';
      userId: number;
      change:
        | 'trialEnding'
        | 'renewed'
        | 'renewalFailed'
        | 'paused'
        | 'resumed'
        | 'cancelled'
        | 'linkFailing';
      /** What the notice is about (a subscription, a charge, a link), kept once per change. */
      ref: string;
      amount?: number;
      currency?: string;
      /** A date the notice states (the trial's end, the next charge). */
      date?: string;
    }
  /**
   * Accounts: a change of the account its owner must hear about. A closed account's address is
   * carried, since the account itself no longer has one.
   */
  | {
      type: 'account.notice';
      userId: number;
      change: 'verified' | 'passwordChanged' | 'emailChanged' | 'closed';
      /** A unique mark of this change (the token, the time), so that each is told once. */
      ref: string;
      /** For 'emailChanged' the old address (told too), for 'closed' the last one. */
      email?: string;
      firstName?: string;
      language?: string;
      region?: string;
    }
  /** Content: a contact message arrived (staff are told, the sender acknowledged). */
  | { type: 'contact.received'; contactId: number }
  /** Content: staff answered a contact message (the answer goes to the sender). */
  | { type: 'contact.answered'; contactId: number };

export type DomainEventType = DomainEvent['type'];

/** What a handler knows of the event beside its payload: the outbox row's id. */
export interface EventMeta {
  id: number;
}

type Handler<T extends DomainEventType> = (
  event: Extract<DomainEvent, { type: T }>,
  meta: EventMeta,
) => Promise<unknown>;

/** After this many failed tries an event is set aside (`dead_at`) and logged as an error. */
export const OUTBOX_MAX_ATTEMPTS = 12;
/** How long a worker may hold an event before another may take it over. */
const LEASE_SECONDS = 60;
/** Events one drain handles at once, and the passes it makes while a backlog lasts. */
const DRAIN_PARALLEL = 8;
const DRAIN_PASSES = 100;

/** The entity an event is about: events of one key are handled in order. */
/**
 * Events only notices are made of: ordered among themselves, apart from the events views and
 * money wait for (a notice being sent never holds up a profile or a payment of the same user).
 */
export const NOTICE_EVENTS: ReadonlySet<DomainEventType> = new Set<DomainEventType>([
  'job.changed',
  'job.reviewed',
  'job.refunded',
  'job.due',
  'calendar.changed',
  'billing.changed',
  'account.notice',
  'message.sent',
  'service.withdrawn',
]);

function keyOf(event: DomainEvent): string {
  const key = entityKeyOf(event);
  return NOTICE_EVENTS.has(event.type) ? `notice:${key}` : key;
}

function entityKeyOf(event: DomainEvent): string {
  if ('eventId' in event) return `calendar:${event.eventId}`;
  if ('jobId' in event) return `job:${event.jobId}`;
  if ('paymentId' in event) return `payment:${event.paymentId}`;
  if ('conversationId' in event) return `conversation:${event.conversationId}`;
  if ('contactId' in event) return `contact:${event.contactId}`;
  return `user:${event.userId}`;
}

/** Seconds to wait before the next try: 5 s, 10 s, 20 s … capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 5 * 2 ** Math.max(0, attempts - 1));
}

function isTransaction(db: Knex | Knex.Transaction): db is Knex.Transaction {
  return Boolean((db as Knex.Transaction).isTransaction);
}

/** While the database is away, one warning per this many milliseconds. */
const OUTAGE_WARNING_EVERY_MS = 30_000;

export function createEventBus(db: Knex, logger: Logger) {
  const handlers = new Map<string, Handler<DomainEventType>[]>();
  /** Handling started by the current request, awaited before it answers (`settle`). */
  const scope = new AsyncLocalStorage<Promise<unknown>[]>();
  const running = new Set<Promise<unknown>>();

  /** Event types whose handlers never hold a request's answer (notices, not views). */
  const background = new Set<string>();

  let warnedAt = 0;
  function track(work: Promise<unknown>, options: { background?: boolean } = {}) {
    const guarded = work.catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) {
        logger.error({ err: error }, 'outbox handling failed');
        return;
      }
      // The events wait in the outbox; one warning now and then, not one per poll.
      if (Date.now() - warnedAt < OUTAGE_WARNING_EVERY_MS) return;
      warnedAt = Date.now();
      logger.warn({ err: error }, 'outbox paused: the database is unavailable; retrying');
    });
    running.add(guarded);
    void guarded.finally(() => running.delete(guarded));
    if (!options.background) scope.getStore()?.push(guarded);
    return guarded;
  }

  /** Takes the event if it is due, not held by another worker and first of its key. */
  async function claim(id: number) {
    const { rows } = await db.raw<{ rows: Record<string, unknown>[] }>(
      `UPDATE outbox_events e
          SET attempts = e.attempts + 1, locked_until = now() + make_interval(secs => ?)
        WHERE e.id = ? AND e.processed_at IS NULL AND e.dead_at IS NULL
          AND e.available_at <= now()
          AND (e.locked_until IS NULL OR e.locked_until < now())
          AND NOT EXISTS (SELECT 1 FROM outbox_events o
                           WHERE o.key = e.key AND o.id < e.id
                             AND o.processed_at IS NULL AND o.dead_at IS NULL)
      RETURNING e.*`,
      [LEASE_SECONDS, id],
    );
    return rows[0];
  }

  /** Runs every handler of one event; marks it done, or schedules the next try. */
  async function handle(id: number): Promise<boolean> {
    const row = await claim(id);
    if (!row) return false;
    const event = row.payload as DomainEvent;
    let next: { id: number } | undefined;
    try {
      for (const handler of handlers.get(event.type) ?? []) await handler(event, { id });
      await db('outbox_events')
        .where({ id })
        .update({ processed_at: db.fn.now(), locked_until: null, last_error: null });
      next = await db('outbox_events')
        .where({ key: row.key })
        .where('id', '>', id)
        .whereNull('processed_at')
        .whereNull('dead_at')
        .where('available_at', '<=', db.fn.now())
        .orderBy('id')
        .first('id');
    } catch (error) {
      const attempts = Number(row.attempts);
      const dead = attempts >= OUTBOX_MAX_ATTEMPTS;
      (dead ? logger.error : logger.warn).call(
        logger,
        { err: error, event: event.type, outboxId: id, attempts },
        dead ? 'domain event set aside after repeated failures' : 'domain event handler failed',
      );
      await db('outbox_events')
        .where({ id })
        .update({
          locked_until: null,
          last_error: String((error as Error)?.message ?? error).slice(0, 500),
          available_at: db.raw(`now() + make_interval(secs => ?)`, [retryDelaySeconds(attempts)]),
          ...(dead ? { dead_at: db.fn.now() } : {}),
        });
      return false;
    }
    // The next event of the key waited for this one: it goes now, as part of this handling
    // (a drain or a request that waits for this one waits for it too), not at the next pass.
    if (next) await handle(Number(next.id));
    return true;
  }

  /** Handles every pending event that is due, oldest first (the outbox worker). */
  async function drain(limit = 200): Promise<number> {
    let handled = 0;
    // Pass after pass while they come full and move: a backlog does not wait for the next tick.
    for (let pass = 0; pass < DRAIN_PASSES; pass++) {
      const due = await db('outbox_events')
        .whereNull('processed_at')
        .whereNull('dead_at')
        .where('available_at', '<=', db.fn.now())
        .where((q) => q.whereNull('locked_until').orWhere('locked_until', '<', db.fn.now()))
        .orderBy('id')
        .limit(limit)
        .pluck('id');
      let moved = 0;
      // A few at once: events of other keys do not wait for each other (one of a key that an
      // older one still holds is left for when that one is done).
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(DRAIN_PARALLEL, due.length) }, async () => {
          while (next < due.length) {
            const id = Number(due[next++]);
            if (await handle(id)) moved += 1;
          }
        }),
      );
      handled += moved;
      if (due.length < limit || moved === 0) break;
    }
    return handled;
  }

  /**
   * What the outbox keeps of an event: its columns, and whether it is done at once (no module
   * reacts to it: kept for the record, as handled already). SQL that records an event in its own
   * statement (`outbox_emit`) writes this, the payload completed there if need be, and hands
   * the id to `recorded` once committed.
   */
  function outboxRow<T extends DomainEvent>(event: T, options: { waits?: number } = {}) {
    return {
      type: event.type,
      key: keyOf(event),
      payload: event,
      waits: options.waits ?? 0,
      processed: (handlers.get(event.type) ?? []).length === 0,
    };
  }

  /**
   * An event recorded by a committed statement: handled now, in this process, unless it waits
   * or nobody reacts (the outbox worker takes it when due). A background type's handling is not
   * awaited, by this call or by the request that recorded it (`settle`).
   */
  async function recorded(id: number, row: { type: string; waits: number; processed: boolean }) {
    if (row.processed || row.waits > 0) return;
    if (background.has(row.type)) track(handle(id), { background: true });
    else await track(handle(id));
  }

  return {
    /**
     * Adds a handler of one event type. A `background` handler's work is not awaited by the
     * request that recorded the event (`settle`): what it does, nobody reads in that answer.
     */
    on<T extends DomainEventType>(
      type: T,
      handler: Handler<T>,
      options: { background?: boolean } = {},
    ): void {
      const known = handlers.has(type);
      if (options.background && !known) background.add(type);
      if (!options.background) background.delete(type);
      handlers.set(type, [
        ...(handlers.get(type) ?? []),
        handler as unknown as Handler<DomainEventType>,
      ]);
    },

    /**
     * Records the event with the caller's change. In a transaction it is handled after the
     * commit (never when the transaction rolls back); otherwise at once. Handling does not make
     * the caller fail: a failed handler is retried by the outbox worker. An event that `waits`
     * (seconds) is left to the outbox worker, which handles it once that time has passed.
     */
    async emit(
      trx: Knex | Knex.Transaction,
      event: DomainEvent,
      options: { waits?: number } = {},
    ): Promise<void> {
      const row = outboxRow(event, options);
      const { rows } = await trx.raw<{ rows: { id: string }[] }>(
        'SELECT outbox_emit(?, ?, ?::jsonb, ?, ?) AS id',
        [row.type, row.key, JSON.stringify(row.payload), row.waits, row.processed],
      );
      const id = Number(rows[0].id);
      if (!isTransaction(trx) || !trx.executionPromise) {
        await recorded(id, row);
        return;
      }
      if (row.processed || row.waits > 0) return;
      // Handled once committed (never when the transaction rolls back), tracked from now so
      // that the request recording it waits for it (`settle`).
      track(
        trx.executionPromise.then(() => handle(id)).catch(() => undefined),
        { background: background.has(row.type) },
      );
    },

    outboxRow,

    recorded,

    drain,

    /** Runs `work` and then waits for the handling of the events it recorded. */
    async settle<T>(work: () => Promise<T>): Promise<T> {
      const started: Promise<unknown>[] = [];
      return scope.run(started, async () => {
        try {
          return await work();
        } finally {
          await Promise.allSettled(started);
        }
      });
    },

    /** Waits for every handling in progress (shutdown, tests). */
    async idle(): Promise<void> {
      while (running.size) await Promise.allSettled([...running]);
    },

    /** Runs `drain` every `intervalMs` until stopped. */
    startWorker(intervalMs: number): () => Promise<void> {
      let stopped = false;
      let current: Promise<unknown> = Promise.resolve();
      const tick = () => {
        if (stopped) return;
        current = track(drain()).finally(() => {
          if (!stopped) timer = setTimeout(tick, intervalMs);
        });
      };
      let timer = setTimeout(tick, 0);
      return async () => {
        stopped = true;
        clearTimeout(timer);
        await current;
      };
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
