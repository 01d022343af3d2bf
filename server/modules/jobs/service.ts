/**
 * Services proskers publish, the jobs born from them (or created by a prosker for a client),
 * their transitions by the graph of `common/jobs.ts`, payments through billing, and reviews.
 * A transition is one conditional UPDATE plus its history row in a transaction: of two
 * concurrent requests for the same job only one finds the status it expects.
 */
import type { Knex } from 'knex';
import type { Currency } from '../../../common/billing';
import { seesVisitContact } from '../../../common/bookings';
import { regionOfCurrency, type Region } from '../../../common/regions';
import { BOOKING_CALENDAR_DAYS, type TIMES_OF_DAY } from '../../../common/constants';
import type { BookingAddress } from '../../../common/schemas/jobs';
import { addDays, todayIn } from '../../../common/time';
import type { Language } from '../../../common/i18n';
import {
  actionsNow,
  dayAhead,
  FINAL_STATUSES,
  JOB_SOCKET_EVENT,
  JOB_TRANSITIONS,
  targetOf,
  type JobAction,
  type JobActor,
  type JobStatus,
} from '../../../common/jobs';
import {
  accountFacts,
  isProsker,
  ownAddress,
  saveAddress,
  userSummaries,
  type AddressCopy,
} from '../accounts';
import { receiptFileName, receiptPdf, type RefundRequest } from '../billing';
import { categorySummaries } from '../catalogue';
import { AppError, decodeCursor, encodeCursor, notFound, type Platform } from '../../platform';
import { assertNewJob, createJobImages } from './media';
import type { JobPaid, JobsDeps } from './deps';
import { createStaffActions } from './staff-actions';
import { staffJob, staffJobsQuery, withParties, type StaffJobFilter } from './queries';
import { haveJobTogether, offerCardOf, takenSpans } from './relations';
import {
  addressOfRow,
  agreedStart,
  bookedBySlot,
  bookingSpan,
  calendarDay,
  currencyOf,
  isPastStart,
  offerSpan,
  placeOf,
  REFUND_RETRY_DAYS,
  refusalOf,
  reviewRefusalOf,
  roundedRating,
  sideOf,
  timeZoneOf,
  type JobSide,
  visitOf,
} from './rules';

/** Whom a prosker offers a job: the client of a conversation of theirs, or a client by id. */
export type OfferTarget = { conversationId: number } | { clientId: number };

const PAGE = 20;

/** What a client who booked agreed to: only they change it (ADR 0030). */
const AGREED_TERMS = ['price', 'start_date', 'end_date'];
/** The API's names of the `jobs` columns an edit may be refused on. */
const API_FIELD: Record<string, string> = { start_date: 'startDate', end_date: 'endDate' };

/** Whether an edit leaves a column as it was (dates as instants, amounts as numbers). */
function sameValue(current: unknown, next: unknown) {
  if (next instanceof Date) return new Date(current as string).getTime() === next.getTime();
  if (typeof next === 'number') return current !== null && Number(current) === next;
  return (current ?? null) === (next ?? null);
}
const DAY_MS = 86_400_000;

const isTimeCursor = (v: unknown[]): v is [string, number] =>
  v.length === 2 && typeof v[0] === 'string' && Number.isSafeInteger(v[1]);

/** A `jobs` row's fields as the parties and staff both read them (`jobFields` of contract.ts). */
export function jobRowFields(row: Record<string, unknown>) {
  const idOrNull = (value: unknown) => (value ? Number(value) : null);
  const iso = (value: unknown) => new Date(value as string).toISOString();
  const address = addressOfRow(row);
  return {
    id: Number(row.id),
    proskerId: Number(row.prosker_id),
    clientId: Number(row.client_id),
    serviceId: idOrNull(row.service_id),
    categoryId: idOrNull(row.category_id),
    title: row.title as string,
    description: row.description as string,
    price: Number(row.price),
    currency: row.currency as Currency,
    cost: row.cost === null || row.cost === undefined ? null : Number(row.cost),
    status: row.status as JobStatus,
    startDate: iso(row.start_date),
    endDate: iso(row.end_date),
    timeOfDay: (row.time_of_day as string | null) ?? null,
    hourAgreed: row.hour_agreed === undefined ? true : Boolean(row.hour_agreed),
    problem: (row.problem as string | null) ?? null,
    problemPhotos: (row.problem_photos as string[] | null) ?? [],
    area: address ? { city: address.city, state: address.state } : null,
    address,
    contactPhone: (row.contact_phone as string | null) ?? null,
    requiresAppointment: Boolean(row.requires_appointment),
    requiresPayment: Boolean(row.requires_payment),
    cancellationReasonId: idOrNull(row.cancellation_reason_id),
    cancellationNote: (row.cancellation_note as string | null) ?? null,
    helpReasonId: idOrNull(row.help_reason_id),
    helpNote: (row.help_note as string | null) ?? null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Where an accepted offer is done: a saved address of the client's, a new one, or none. */
type OfferVisit = { addressId?: number; address?: BookingAddress; phone?: string };

/** The `jobs` columns of the address a job takes place at (a copy: the client may change theirs). */
const addressOfJob = (address: AddressCopy) => ({
  address_domicile: address.domicile,
  address_neighborhood: address.neighborhood,
  address_city: address.city,
  address_state: address.state,
  address_postal_code: address.postalCode,
  address_country: address.country,
  address_country_code: address.countryCode,
});

export function createJobsService(platform: Platform, deps: JobsDeps) {
  const { db, events, logger } = platform;

  /**
   * A job as one of its sides sees it: the client's address and phone go to its prosker only once
   * they accepted it (`common/bookings.ts`, ADR 0027); until then, the department and city.
   */
  function jobDto(row: Record<string, unknown>, viewer: JobSide) {
    const fields = jobRowFields(row);
    const hidden =
      !seesVisitContact(viewer, fields.status) &&
      (fields.address !== null || fields.contactPhone !== null);
    return {
      ...fields,
      ...(hidden ? { address: null, contactPhone: null } : {}),
      contactHidden: hidden,
      image: (row.image as string | null) ?? null,
      dayAhead: dayAhead(fields),
      role: viewer,
      actions: actionsNow(fields, viewer),
    };
  }

  function serviceDto(row: Record<string, unknown>) {
    return {
      id: Number(row.id),
      proskerId: Number(row.prosker_id),
      predefinedServiceId: row.predefined_service_id ? Number(row.predefined_service_id) : null,
      categoryId: Number(row.category_id),
      title: row.title as string,
      description: row.description as string,
      price: Number(row.price),
      currency: row.currency as Currency,
      image: (row.image as string | null) ?? null,
      requiresAppointment: Boolean(row.requires_appointment),
      requiresPayment: Boolean(row.requires_payment),
      enabled: Boolean(row.enabled),
    };
  }

  /**
   * The prosker's fee on a job: the one its payment carried, or, before it is paid, the one a
   * payment would carry now (said as such: `applied` false).
   */
  async function feeOf(job: Record<string, unknown>, paid: JobPaid | undefined) {
    if (paid) {
      const { feeBps, vatBps, fee, net, refunded } = paid;
      return { applied: true, feeBps, vatBps, fee, net, refunded };
    }
    const now = await deps.billing.feeNow(
      Number(job.prosker_id),
      Number(job.price),
      job.currency as Currency,
    );
    return { applied: false, ...now, refunded: 0 };
  }

  /** A paid job's receipt, with the fee and the net or without them. */
  async function receiptOf(job: Record<string, unknown>, withFee: boolean, language: Language) {
    const id = Number(job.id);
    const payment = await deps.billing.jobPayment(id);
    if (!payment) throw new AppError('RECEIPT_NOT_AVAILABLE', 404);
    const parties = await accountFacts(db, [Number(job.client_id), Number(job.prosker_id)]);
    const name = (userId: number) => {
      const facts = parties.find((p) => p.userId === userId);
      return facts ? `${facts.firstName} ${facts.lastName}`.trim() : '';
    };
    return {
      fileName: receiptFileName(language, id),
      pdf: await receiptPdf({
        language,
        withFee,
        job: { id, title: String(job.title) },
        client: name(Number(job.client_id)),
        prosker: name(Number(job.prosker_id)),
        payment,
      }),
    };
  }

  function roleOn(job: Record<string, unknown>, userId: number): JobSide {
    const side = sideOf(
      { proskerId: Number(job.prosker_id), clientId: Number(job.client_id) },
      userId,
    );
    // Someone else's job does not exist for them.
    if (!side) throw notFound();
    return side;
  }

  /**
   * Writes a creation or a move of `job` (its row as it now is) to its history and records its
   * `job.changed` event in the same transaction: every history row but an edit is told.
   */
  async function history(
    trx: Knex.Transaction,
    job: Record<string, unknown>,
    entry: {
      actorId: number | null;
      actor: JobActor;
      action: JobAction | 'create';
      from: JobStatus | null;
      comment?: string | null;
    },
  ) {
    const to = job.status as JobStatus;
    const comment = entry.comment ?? null;
    await trx('job_history').insert({
      job_id: job.id,
      actor_id: entry.actorId,
      actor: entry.actor,
      action: entry.action,
      from_status: entry.from,
      to_status: to,
      comment,
    });
    await tell(trx, job, { actor: entry.actor, action: entry.action, from: entry.from, comment });
  }

  /**
   * The prosker's edit of a job not answered yet: what changed, in its history. An edit of an
   * offer's terms is told to its client (`job.changed` with action `edit`); of a booking, not.
   */
  const recordEdit = async (
    trx: Knex.Transaction,
    jobId: number,
    proskerId: number,
    comment: string,
    told?: Record<string, unknown>,
  ) => {
    const status = told
      ? (told.status as JobStatus)
      : ((await trx('jobs').where({ id: jobId }).first('status')).status as JobStatus);
    await trx('job_history').insert({
      job_id: jobId,
      actor_id: proskerId,
      actor: 'prosker',
      action: 'edit',
      from_status: status,
      to_status: status,
      comment,
    });
    if (told) await tell(trx, told, { actor: 'prosker', action: 'edit', from: status, comment });
  };

  /**
   * What a confirmed payment paid and the fee stored with it (billing committed it before
   * telling the job), for the prosker's notice: never a fee worked out again.
   */
  async function paidOf(jobId: number) {
    const payment = await deps.billing.jobPayment(jobId);
    if (!payment) return {};
    const { amount, feeBps, vatBps, fee, net } = payment;
    return { paid: { amount, feeBps, vatBps, fee, net } };
  }

  /** Records `job.changed` for `job` (its row as it now is) in the caller's transaction. */
  async function tell(
    trx: Knex.Transaction,
    job: Record<string, unknown>,
    entry: {
      actor: JobActor;
      action: JobAction | 'create' | 'edit';
      from: JobStatus | null;
      comment: string | null;
    },
  ) {
    const needs =
      entry.action === 'create' || entry.action === 'edit'
        ? undefined
        : JOB_TRANSITIONS[entry.action].needs;
    const reason =
      needs === 'cancellationReason'
        ? job.cancellation_reason_id
        : needs === 'helpReason'
          ? job.help_reason_id
          : null;
    await events.emit(trx, {
      type: 'job.changed',
      jobId: Number(job.id),
      action: entry.action,
      actor: entry.actor,
      from: entry.from,
      to: job.status as string,
      clientId: Number(job.client_id),
      proskerId: Number(job.prosker_id),
      title: job.title as string,
      startDate: new Date(job.start_date as string).toISOString(),
      price: Number(job.price),
      currency: job.currency as string,
      reasonId: reason ? Number(reason) : null,
      comment: entry.comment,
      ...visitOf(job),
      ...(entry.action === 'confirmPayment' ? await paidOf(Number(job.id)) : {}),
    });
  }

  /**
   * Tells both sides' open pages the job as it now is (committed): an offer card in their
   * conversation and the job page follow it without a reload.
   */
  const pushJob = (job: Record<string, unknown>) =>
    platform.realtime.toUsers(
      [Number(job.client_id), Number(job.prosker_id)],
      JOB_SOCKET_EVENT,
      offerCardOf(job),
    );

  async function ratingOf(proskerId: number, trx: Knex | Knex.Transaction = db) {
    const [row] = await trx('reviews')
      .where({ prosker_id: proskerId })
      .select(
        db.raw('coalesce(avg(rating), 0)::float AS average'),
        db.raw('count(*)::int AS count'),
      );
    return { average: roundedRating(Number(row.average)), count: Number(row.count) };
  }

  /**
   * The move of `job` (its row as read) by `action` in the caller's transaction: one conditional
   * UPDATE (a concurrent move wins or loses whole), its history and event, and the agenda hold.
   */
  async function moveIn(
    trx: Knex.Transaction,
    job: Record<string, unknown>,
    action: JobAction,
    actor: JobActor,
    actorId: number | null,
    extra: Record<string, unknown>,
    comment: string | null,
  ) {
    const rule = JOB_TRANSITIONS[action];
    const to = targetOf(action, Boolean(job.requires_payment));
    const [row] = await trx('jobs')
      .where({ id: job.id, status: job.status })
      .update({ status: to, updated_at: new Date(), ...extra })
      .returning('*');
    if (!row) throw new AppError(rule.refusal, 409);
    await history(trx, row, {
      actorId,
      actor,
      action,
      from: job.status as JobStatus,
      comment,
    });
    if (deps.agenda && job.requires_appointment) {
      const jobId = Number(job.id);
      if (action === 'accept') await deps.agenda.approveForJob(trx, jobId, events);
      if (FINAL_STATUSES.includes(to) && to !== 'complete') {
        await deps.agenda.releaseForJob(trx, jobId, events);
      }
    }
    return row;
  }

  /**
   * Moves a job by `action` as `actor`. Refused transitions throw the spec's error and change
   * nothing; the UPDATE only matches the status read, so a concurrent move wins or loses whole.
   */
  async function transition(
    jobId: number,
    action: JobAction,
    actor: JobActor,
    actorId: number | null,
    input: {
      reasonId?: number;
      comment?: string;
      hour?: string;
      /** More work in the move's transaction (staff's audit entry), with the job before and after. */
      within?: (
        trx: Knex.Transaction,
        before: Record<string, unknown>,
        after: Record<string, unknown>,
      ) => Promise<void>;
      /** In the transaction that records the refund of a cancelled paid job. */
      refunded?: RefundRequest['recorded'];
    } & OfferVisit = {},
  ) {
    const rule = JOB_TRANSITIONS[action];
    const job = await db('jobs').where({ id: jobId }).first();
    if (!job) throw notFound();
    const refusal = refusalOf(action, actor, {
      status: job.status,
      startDate: new Date(job.start_date),
      currency: job.currency,
    });
    if (refusal) throw new AppError(refusal, 409);
    const extra: Record<string, unknown> = {};
    // Accepting a half-day booking sets its hour (ADR 0027).
    if (action === 'accept') Object.assign(extra, hourOnAccept(job, input.hour));
    if (rule.needs === 'cancellationReason') {
      const reason = input.reasonId
        ? await db('cancellation_reasons')
            .where({ id: input.reasonId, enabled: true })
            // Staff give any reason; a party, theirs or both sides'.
            .modify((q) => (actor === 'staff' ? q : q.whereIn('applies_to', [actor, 'both'])))
            .first('id')
        : undefined;
      if (!reason) throw fieldRequired('reasonId');
      Object.assign(extra, {
        cancellation_reason_id: reason.id,
        cancellation_note: input.comment ?? null,
      });
    }
    if (rule.needs === 'helpReason') {
      const reason = input.reasonId
        ? await db('help_reasons').where({ id: input.reasonId, enabled: true }).first('id')
        : undefined;
      if (!reason) throw fieldRequired('reasonId');
      Object.assign(extra, { help_reason_id: reason.id, help_note: input.comment ?? null });
    }
    // Accepting an offer says where the work is done (ADR 0030): one of the client's addresses,
    // a new one (saved to theirs with the acceptance), or none (remote, or at the prosker's).
    const saved =
      action === 'acceptOffer' && input.addressId !== undefined
        ? await ownAddress(db, Number(job.client_id), input.addressId)
        : undefined;
    if (action === 'acceptOffer' && input.addressId !== undefined && !saved) {
      throw new AppError('VALIDATION_FAILED', 422, {
        fields: [{ field: 'addressId', key: 'fields.invalid' }],
      });
    }
    const moved = await db.transaction(async (trx) => {
      if (action === 'acceptOffer') {
        const address =
          saved ??
          (input.address && (await saveAddress(trx, events, Number(job.client_id), input.address)));
        if (address) Object.assign(extra, addressOfJob(address));
        if (input.phone) extra.contact_phone = input.phone;
      }
      const row = await moveIn(trx, job, action, actor, actorId, extra, input.comment ?? null);
      await input.within?.(trx, job, row);
      return row;
    });
    pushJob(moved);
    if (action === 'proskerCancel' || action === 'clientCancel' || action === 'staffCancel') {
      // A paid job cancelled in time is refunded in full; billing refunds once.
      await deps.billing.refundJob(jobId, action, input.refunded).catch((error: unknown) => {
        logger.error(
          { err: error, jobId },
          'refund of a cancelled job failed; the hourly job retries',
        );
      });
    }
    return moved;
  }

  /** A prosker whose services can be bought and shown: neither banned nor closed. */
  async function canBeHired(proskerId: number) {
    const [facts] = await accountFacts(db, [proskerId]);
    return Boolean(facts && !facts.banned && !facts.closed);
  }

  /**
   * Each job someone writes tells the other side (in the app and by e-mail): at most
   * `jobRequestsPerHour` a user, counted with the job (a refused one counts nothing).
   */
  const countJobRequest = (userId: number, trx: Knex.Transaction) =>
    platform.rateLimiter.hit(
      `jobs:${userId}`,
      platform.config.jobRequestsPerHour,
      3600,
      'RATE_LIMITED',
      trx,
    );

  /** A paid offer (a service, a job) needs its prosker's linked Mercado Pago account. */
  async function assertCanBePaid(proskerId: number, requiresPayment: boolean) {
    if (requiresPayment && !(await deps.billing.hasPaymentAccount(proskerId))) {
      throw new AppError('PAYMENT_ACCOUNT_REQUIRED', 409);
    }
  }

  /** The columns an accepted job changes for its hour, or the refusal of the hour given. */
  function hourOnAccept(job: Record<string, unknown>, hour: string | undefined) {
    const agreed = agreedStart(
      {
        start_date: job.start_date as Date,
        time_of_day: (job.time_of_day as string | null) ?? null,
        hour_agreed: Boolean(job.hour_agreed),
      },
      hour,
      timeZoneOf(job.currency as Currency),
    );
    if ('start' in agreed) return { start_date: agreed.start, hour_agreed: true };
    if (!('refusal' in agreed)) return {};
    if (agreed.refusal === 'hourRequired') throw fieldRequired('hour');
    const params = { from: agreed.from, to: agreed.to };
    throw new AppError('JOB_HOUR_OUTSIDE_HALF', 422, {
      params,
      fields: [{ field: 'hour', key: 'codes.JOB_HOUR_OUTSIDE_HALF', params }],
      details: { half: job.time_of_day, ...params },
    });
  }

  /** The client an offer goes to, or OFFER_NO_RELATION: unknown and unrelated ids alike. */
  async function offerTarget(proskerId: number, target: OfferTarget) {
    const noRelation = () =>
      new AppError('OFFER_NO_RELATION', 403, {
        fields: [
          {
            field: 'conversationId' in target ? 'conversationId' : 'clientId',
            key: 'codes.OFFER_NO_RELATION',
          },
        ],
      });
    if ('conversationId' in target) {
      const found = await deps.chat.offerConversation(proskerId, target);
      if (!found) throw noRelation();
      return found;
    }
    if (target.clientId === proskerId) throw noRelation();
    const found =
      (await deps.chat.offerConversation(proskerId, target)) ??
      ((await haveJobTogether(db, proskerId, target.clientId))
        ? { conversationId: null, clientId: target.clientId }
        : undefined);
    if (!found) throw noRelation();
    return found;
  }

  /** The `jobs` columns of when an offer takes place: a half of a date (or an hour in it), or a span. */
  function offerWhen(
    input:
      | { startDate: Date; endDate: Date }
      | { date: string; timeOfDay: (typeof TIMES_OF_DAY)[number]; hour?: string },
    timeZone: string,
  ) {
    if ('startDate' in input) {
      return { start_date: input.startDate, end_date: input.endDate, hour_agreed: true };
    }
    const span = offerSpan(input, timeZone);
    if ('refusal' in span) {
      const params = { from: span.from, to: span.to };
      throw new AppError('JOB_HOUR_OUTSIDE_HALF', 422, {
        params,
        fields: [{ field: 'hour', key: 'codes.JOB_HOUR_OUTSIDE_HALF', params }],
      });
    }
    if (isPastStart(span.start)) throw new AppError('EVENT_PAST_DATE', 422);
    return {
      start_date: span.start,
      end_date: span.end,
      time_of_day: input.timeOfDay,
      hour_agreed: span.hourAgreed,
    };
  }

  const fieldRequired = (field: string) =>
    new AppError('VALIDATION_FAILED', 422, { fields: [{ field, key: 'fields.required' }] });

  return {
    jobDto,
    serviceDto,
    transition,
    moveIn,
    /** Uploaded images of services and jobs, only by their prosker (`media.ts`). */
    images: createJobImages(platform, { jobDto, serviceDto, recordEdit }),

    /** Predefined services, of the category a slug names in the region when one is given. */
    async predefinedServices(categorySlug: string | undefined, region: Region, language: Language) {
      const categories = await categorySummaries(
        db,
        categorySlug ? { slug: categorySlug, region } : {},
      );
      const byId = new Map(categories.map((c) => [c.id, c]));
      const rows = await db('predefined_services')
        .where('enabled', true)
        .whereIn(
          'category_id',
          categories.map((c) => c.id),
        )
        .select('*');
      // In the categories' order, then the services' own.
      const order = (r: Record<string, unknown>) => byId.get(Number(r.category_id))!.position;
      rows.sort(
        (a, b) =>
          order(a) - order(b) ||
          Number(a.position) - Number(b.position) ||
          Number(a.id) - Number(b.id),
      );
      return rows.map((r) => ({
        id: Number(r.id),
        category: byId.get(Number(r.category_id))!.slugs[region],
        categoryId: Number(r.category_id),
        title: r[`title_${language}`] as string,
        requiresAppointment: Boolean(r.requires_appointment),
      }));
    },

    async reasons(
      kind: 'cancellation' | 'help',
      actor: 'client' | 'prosker' | undefined,
      language: Language,
    ) {
      const query = db(kind === 'cancellation' ? 'cancellation_reasons' : 'help_reasons')
        .where({ enabled: true })
        .orderBy(['position', 'id']);
      if (kind === 'cancellation' && actor) query.whereIn('applies_to', [actor, 'both']);
      return (await query).map((r) => ({
        id: Number(r.id),
        name: r[`name_${language}`] as string,
      }));
    },

    async publish(
      proskerId: number,
      input: {
        title: string;
        description: string;
        price: number;
        categoryId: number;
        predefinedServiceId?: number;
        requiresAppointment: boolean;
        requiresPayment: boolean;
      },
    ) {
      const [facts] = await accountFacts(db, [proskerId]);
      if (!facts || !isProsker(facts.typeUser)) throw new AppError('PERMISSION_DENIED', 403);
      await assertCanBePaid(proskerId, input.requiresPayment);
      const row = await db.transaction(async (trx) => {
        const [inserted] = await trx('services')
          .insert({
            prosker_id: proskerId,
            title: input.title,
            description: input.description,
            price: input.price,
            currency: currencyOf(facts.countryCode),
            category_id: input.categoryId,
            predefined_service_id: input.predefinedServiceId ?? null,
            requires_appointment: input.requiresAppointment,
            requires_payment: input.requiresPayment,
          })
          .returning('*');
        await events.emit(trx, { type: 'services.changed', userId: proskerId });
        return inserted;
      });
      return serviceDto(row);
    },

    /** A prosker's services: the published ones of a prosker who can be hired, or all (owner). */
    async servicesOf(proskerId: number, includeDisabled = false) {
      if (!includeDisabled && !(await canBeHired(proskerId))) return [];
      // Newest first; services published together (the demo's) keep one order between reads.
      const query = db('services')
        .where({ prosker_id: proskerId })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ]);
      if (!includeDisabled) query.where({ enabled: true });
      return (await query).map(serviceDto);
    },

    /**
     * One published service of a prosker who can be hired; `slotRequired` when buying it takes
     * one of the free slots of the prosker's agenda.
     */
    async service(id: number) {
      const row = await db('services').where({ id, enabled: true }).first();
      if (!row || !(await canBeHired(Number(row.prosker_id)))) throw notFound();
      const slotRequired = Boolean(
        row.requires_appointment &&
        deps.agenda &&
        (await deps.agenda.keepsAgenda(db, Number(row.prosker_id))),
      );
      return { ...serviceDto(row), slotRequired };
    },

    /**
     * The owner changes a published service's terms. Only theirs (anyone else's is not found)
     * and only while on offer; a paid one needs their linked account. Jobs bought from it keep
     * the copy they took at purchase: nothing of a job is read from its service.
     */
    async editService(
      proskerId: number,
      id: number,
      terms: {
        description: string;
        price: number;
        requiresAppointment: boolean;
        requiresPayment: boolean;
      },
    ) {
      const current = await db('services').where({ id, prosker_id: proskerId }).first('enabled');
      if (!current) throw notFound();
      if (!current.enabled) throw new AppError('SERVICE_NOT_OFFERED', 409);
      await assertCanBePaid(proskerId, terms.requiresPayment);
      // Withdrawn meanwhile: the same refusal; the price is checked again by the table. Search
      // reads the description and the lowest price: told in the same transaction.
      const row = await db.transaction(async (trx) => {
        const [updated] = await trx('services')
          .where({ id, prosker_id: proskerId, enabled: true })
          .update({
            description: terms.description,
            price: terms.price,
            requires_appointment: terms.requiresAppointment,
            requires_payment: terms.requiresPayment,
            updated_at: new Date(),
          })
          .returning('*');
        if (!updated) throw new AppError('SERVICE_NOT_OFFERED', 409);
        await events.emit(trx, { type: 'services.changed', userId: proskerId });
        return updated;
      });
      return serviceDto(row);
    },

    async disableService(proskerId: number, id: number) {
      await db.transaction(async (trx) => {
        const updated = await trx('services')
          .where({ id, prosker_id: proskerId })
          .update({ enabled: false });
        if (!updated) throw notFound();
        await events.emit(trx, { type: 'services.changed', userId: proskerId });
      });
    },

    /**
     * The next weeks of a published service's booking calendar, from today on its region's clock:
     * each day open, closed, full or past, with the halves and (by slot) the free slots on offer.
     */
    async calendar(serviceId: number) {
      const row = await db('services').where({ id: serviceId, enabled: true }).first();
      if (!row || !(await canBeHired(Number(row.prosker_id)))) throw notFound();
      const timeZone = timeZoneOf(row.currency as Currency);
      const today = todayIn(timeZone);
      const proskerId = Number(row.prosker_id);
      const agenda = deps.agenda
        ? await deps.agenda.bookingCalendar(
            db,
            proskerId,
            today,
            BOOKING_CALENDAR_DAYS,
            await takenSpans(
              db,
              proskerId,
              new Date(),
              new Date(Date.now() + (BOOKING_CALENDAR_DAYS + 1) * DAY_MS),
            ),
          )
        : {
            keepsAgenda: false,
            days: Array.from({ length: BOOKING_CALENDAR_DAYS }, (_, i) => ({
              date: addDays(today, i),
              closed: false,
              slots: [],
            })),
          };
      const bySlot = bookedBySlot(Boolean(row.requires_appointment), agenda.keepsAgenda);
      return {
        serviceId,
        timeZone,
        bySlot,
        days: agenda.days.map((day) => calendarDay(day, { bySlot, today, timeZone })),
      };
    },

    /**
     * A client buys a published service for a date and half-day (or one of its free slots), saying
     * where (one of their addresses, or a new one saved with the booking), what the problem is
     * and a phone to call; the address is copied onto the job.
     */
    async buy(
      clientId: number,
      serviceId: number,
      input: {
        date: string;
        timeOfDay: (typeof TIMES_OF_DAY)[number];
        slot?: string;
        region?: Region;
        addressId?: number;
        address?: BookingAddress;
        problem: string;
        phone: string;
        /** The price the client was shown: a service whose price changed since is refused. */
        price?: number;
      },
    ) {
      const service = await db('services').where({ id: serviceId }).first();
      if (!service) throw notFound();
      const proskerId = Number(service.prosker_id);
      // Withdrawn, or its prosker banned or gone: it is no longer on offer.
      if (!service.enabled || !(await canBeHired(proskerId))) {
        throw new AppError('SERVICE_NOT_OFFERED', 409);
      }
      if (proskerId === clientId) throw new AppError('JOB_CREATE_FAILED', 409);
      // A region is a market: a service is sold in its own (its currency's) only.
      if (input.region && regionOfCurrency(service.currency as Currency) !== input.region) {
        throw new AppError('SERVICE_OTHER_REGION', 409);
      }
      // Dates and halves are read on the clock of the service's region.
      const timeZone = timeZoneOf(service.currency as Currency);
      const { start, end } = bookingSpan(input, timeZone);
      if (isPastStart(start)) throw new AppError('EVENT_PAST_DATE', 422);
      const day = await deps.agenda?.bookingDay(db, proskerId, input.date, {
        slot: input.slot ? start : undefined,
      });
      // A prosker who keeps an agenda is booked by one of its free slots, never by a half-day.
      const bySlot = bookedBySlot(Boolean(service.requires_appointment), Boolean(day?.keepsAgenda));
      if (bySlot && !input.slot) {
        throw new AppError('JOB_SLOT_REQUIRED', 422, {
          fields: [{ field: 'slot', key: 'codes.JOB_SLOT_REQUIRED' }],
        });
      }
      if (!bySlot && day?.closed) {
        throw new AppError('EVENT_DAY_CLOSED', 422, { details: { date: input.date } });
      }
      // A day whose every slot is taken is full, whichever slot is asked for; a slot over a job
      // the prosker has taken (a half-day accepted at an hour, a job they wrote) is not free.
      if (bySlot && deps.agenda && !day?.closed) {
        const dayStart = new Date(`${input.date}T00:00:00Z`);
        const taken = await takenSpans(
          db,
          proskerId,
          new Date(dayStart.getTime() - DAY_MS),
          new Date(dayStart.getTime() + 2 * DAY_MS),
        );
        const [agendaDay] = (await deps.agenda.bookingCalendar(db, proskerId, input.date, 1, taken))
          .days;
        if (agendaDay && !agendaDay.closed && agendaDay.slots.length === 0) {
          throw new AppError('EVENT_NO_TIME_AVAILABLE', 422, { details: { date: input.date } });
        }
        if (taken.some(([from, to]) => from < end.getTime() && start.getTime() < to)) {
          throw new AppError('EVENT_OVERLAP', 409);
        }
      }
      // Where: one of the client's own addresses (a stranger's reads as no address at all).
      const saved =
        input.addressId === undefined ? undefined : await ownAddress(db, clientId, input.addressId);
      if (input.addressId !== undefined && !saved) {
        throw new AppError('VALIDATION_FAILED', 422, {
          fields: [{ field: 'addressId', key: 'fields.invalid' }],
        });
      }
      // A chosen slot belongs to the chosen half of that date (morning starts before 13:00).
      const place = day?.slot ?? placeOf(start, timeZone);
      if (input.slot && (place.date !== input.date || place.half !== input.timeOfDay)) {
        throw new AppError('EVENT_TIME_INVALID', 422, {
          fields: [{ field: 'slot', key: 'fields.invalid' }],
        });
      }
      const job = await db.transaction(async (trx) => {
        await countJobRequest(clientId, trx);
        // The service as it stands now, held until the job is written (an edit waits): the job
        // copies what the client confirmed, or nothing is bought.
        const offered = await trx('services').where({ id: serviceId }).forShare().first();
        if (!offered.enabled) throw new AppError('SERVICE_NOT_OFFERED', 409);
        if (input.price !== undefined && Number(offered.price) !== input.price) {
          throw new AppError('SERVICE_PRICE_CHANGED', 409, {
            details: { price: Number(offered.price), currency: offered.currency },
          });
        }
        // A new address joins the client's addresses only with the booking it came with.
        const address = saved ?? (await saveAddress(trx, events, clientId, input.address!));
        const [row] = await trx('jobs')
          .insert({
            prosker_id: service.prosker_id,
            client_id: clientId,
            ...addressOfJob(address),
            problem: input.problem,
            contact_phone: input.phone,
            // A slot is an hour; a half-day waits for the prosker's hour when they accept.
            hour_agreed: Boolean(input.slot),
            service_id: service.id,
            predefined_service_id: offered.predefined_service_id,
            category_id: offered.category_id,
            title: offered.title,
            description: offered.description,
            price: offered.price,
            currency: offered.currency,
            start_date: start,
            end_date: end,
            time_of_day: input.timeOfDay,
            image: offered.image,
            requires_appointment: offered.requires_appointment,
            requires_payment: offered.requires_payment,
          })
          .returning('*');
        await history(trx, row, {
          actorId: clientId,
          actor: 'client',
          action: 'create',
          from: null,
        });
        // Every rule of a free slot (open day, inside the hours, no live event there) holds.
        if (input.slot && deps.agenda && service.requires_appointment) {
          await deps.agenda.holdSlot(
            trx,
            {
              proskerId,
              clientId,
              jobId: Number(row.id),
              startsAt: start,
            },
            events,
          );
        }
        return row;
      });
      return jobDto(job, 'client');
    },

    /**
     * A prosker offers a job to a client: the other person of one of their conversations, or a
     * client they have a conversation or a job the client agreed to with. Anyone else is refused
     * with OFFER_NO_RELATION (unknown ids alike) and nothing is written. The job waits as
     * `offered` for the client's answer, and its card is posted in their conversation in the
     * same transaction (the conversation is opened when they have only a job together).
     */
    async offer(
      proskerId: number,
      input: OfferTarget & {
        title: string;
        description: string;
        price: number;
        cost?: number;
        categoryId?: number;
        requiresAppointment: boolean;
        requiresPayment: boolean;
      } & (
          | { startDate: Date; endDate: Date }
          | { date: string; timeOfDay: (typeof TIMES_OF_DAY)[number]; hour?: string }
        ),
    ) {
      const [prosker] = await accountFacts(db, [proskerId]);
      if (!prosker || !isProsker(prosker.typeUser)) throw new AppError('PERMISSION_DENIED', 403);
      const target = await offerTarget(proskerId, input);
      await assertCanBePaid(proskerId, input.requiresPayment);
      const currency = currencyOf(prosker.countryCode);
      const when = offerWhen(input, timeZoneOf(currency));
      const row = await db.transaction(async (trx) => {
        await countJobRequest(proskerId, trx);
        const [inserted] = await trx('jobs')
          .insert({
            prosker_id: proskerId,
            client_id: target.clientId,
            status: 'offered',
            title: input.title,
            description: input.description,
            price: input.price,
            cost: input.cost ?? null,
            currency,
            ...when,
            category_id: input.categoryId ?? null,
            requires_appointment: input.requiresAppointment,
            requires_payment: input.requiresPayment,
          })
          .returning('*');
        await history(trx, inserted, {
          actorId: proskerId,
          actor: 'prosker',
          action: 'create',
          from: null,
        });
        await deps.chat.postOffer(trx, {
          proskerId,
          clientId: target.clientId,
          jobId: Number(inserted.id),
        });
        return inserted;
      });
      return jobDto(row, 'prosker');
    },

    /**
     * The prosker edits a job its client has not answered: an offer (`offered`), whose client is
     * told the new terms, or a booking while new, whose price and dates the client chose and only
     * the client may change (JOB_TERMS_AGREED). Each change is written to its history.
     */
    async edit(proskerId: number, id: number, changes: Record<string, unknown>) {
      const { updated, offer } = await db.transaction(async (trx) => {
        const job = await trx('jobs').where({ id, prosker_id: proskerId }).forUpdate().first();
        if (!job) throw notFound();
        const offer = job.status === 'offered';
        if (!offer) assertNewJob(job);
        const changed = Object.keys(changes).filter((key) => !sameValue(job[key], changes[key]));
        if (!offer && changed.some((key) => AGREED_TERMS.includes(key))) {
          throw new AppError('JOB_TERMS_AGREED', 409, {
            fields: changed
              .filter((key) => AGREED_TERMS.includes(key))
              .map((key) => ({ field: API_FIELD[key] ?? key, key: 'codes.JOB_TERMS_AGREED' })),
          });
        }
        const row: Record<string, unknown> = { ...changes, updated_at: new Date() };
        // A new start the prosker writes is an hour: a half-day is then agreed.
        const start = changes.start_date as Date | undefined;
        if (start && start.getTime() !== new Date(job.start_date).getTime()) {
          row.hour_agreed = true;
        }
        // The offer as it stands: an answer of its client committed meanwhile wins.
        const [updated] = await trx('jobs')
          .where({ id, status: job.status })
          .update(row)
          .returning('*');
        if (!updated) throw new AppError('JOB_INCOMPLETE', 409);
        await recordEdit(trx, id, proskerId, changed.join(', '), offer ? updated : undefined);
        return { updated, offer };
      });
      if (offer) pushJob(updated);
      return jobDto(updated, 'prosker');
    },

    async list(
      userId: number,
      role: 'client' | 'prosker',
      filters: { status?: JobStatus; cursor?: string },
    ) {
      const query = db('jobs').where(
        role === 'client' ? { client_id: userId } : { prosker_id: userId },
      );
      if (filters.status) query.where({ status: filters.status });
      if (filters.cursor) {
        const [at, id] = decodeCursor(filters.cursor, isTimeCursor);
        query.whereRaw('(created_at, id) < (?::timestamptz, ?)', [at, id]);
      }
      const rows = await query
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(PAGE + 1);
      const page = rows.slice(0, PAGE);
      const last = page[page.length - 1];
      // Who is on the other side of each job, by name (a client sees the prosker and back).
      const otherId = (r: Record<string, unknown>) =>
        Number(role === 'client' ? r.prosker_id : r.client_id);
      const others = new Map(
        (await accountFacts(db, [...new Set(page.map(otherId))])).map((f) => [f.userId, f]),
      );
      return {
        data: page.map((r) => {
          const other = others.get(otherId(r));
          return {
            ...jobDto(r, role),
            counterpart: other
              ? { id: other.userId, firstName: other.firstName, lastName: other.lastName }
              : null,
          };
        }),
        nextCursor:
          rows.length > PAGE && last
            ? encodeCursor([new Date(last.created_at).toISOString(), Number(last.id)])
            : null,
      };
    },

    async detail(userId: number, id: number) {
      const job = await db('jobs').where({ id }).first();
      if (!job) throw notFound();
      const role = roleOn(job, userId);
      const [entries, review, parties, payment, money, paid] = await Promise.all([
        db('job_history').where({ job_id: id }).orderBy('id'),
        db('reviews').where({ job_id: id }).first(),
        accountFacts(db, [Number(job.prosker_id), Number(job.client_id)]),
        job.requires_payment ? deps.billing.jobPaymentState(id) : null,
        job.requires_payment ? deps.billing.jobMoney(id) : null,
        job.requires_payment ? deps.billing.jobPayment(id) : undefined,
      ]);
      const name = (uid: number) => {
        const f = parties.find((p) => p.userId === uid);
        return f
          ? { id: uid, username: f.username, firstName: f.firstName, lastName: f.lastName }
          : null;
      };
      return {
        ...jobDto(job, role),
        prosker: name(Number(job.prosker_id)),
        client: name(Number(job.client_id)),
        history: entries.map((h) => ({
          id: Number(h.id),
          actor: h.actor as string,
          action: h.action as string,
          from: (h.from_status as string | null) ?? null,
          to: h.to_status as string,
          comment: (h.comment as string | null) ?? null,
          at: new Date(h.created_at).toISOString(),
        })),
        review: review ? { rating: Number(review.rating), text: review.text as string } : null,
        payment,
        refunds: money?.refunds ?? [],
        paid: paid
          ? {
              paymentId: paid.paymentId,
              status: paid.status,
              amount: paid.amount,
              currency: paid.currency,
              installments: paid.installments,
              paymentMethodId: paid.paymentMethodId,
              mpPaymentId: paid.mpPaymentId,
              paidAt: paid.paidAt,
              refundedAt: paid.refundedAt,
            }
          : null,
        fee: role === 'prosker' && job.requires_payment ? await feeOf(job, paid) : null,
      };
    },

    /**
     * The receipt of the job's payment as a PDF, for its client and its prosker (the prosker's
     * shows the fee applied); someone else's job does not exist for them.
     */
    async receipt(userId: number, id: number, language: Language) {
      const job = await db('jobs').where({ id }).first();
      if (!job) throw notFound();
      return receiptOf(job, roleOn(job, userId) === 'prosker', language);
    },

    /** The receipt as staff read it: with the fee applied. */
    async staffReceipt(id: number, language: Language) {
      const job = await db('jobs').where({ id }).first();
      if (!job) throw notFound();
      return receiptOf(job, true, language);
    },

    async act(
      userId: number,
      id: number,
      action: JobAction,
      input: { reasonId?: number; comment?: string; hour?: string } & OfferVisit,
    ) {
      const job = await db('jobs').where({ id }).first();
      if (!job) throw notFound();
      const role = roleOn(job, userId);
      const row = await transition(id, action, role, userId, input);
      return jobDto(row, role);
    },

    /** The client pays a job that requires payment; it moves on when billing confirms. */
    async pay(
      userId: number,
      id: number,
      card: {
        token: string;
        paymentMethodId: string;
        issuerId?: string;
        installments: number;
        identification: { type: string; number: string };
      },
    ) {
      const job = await db('jobs').where({ id }).first();
      if (!job) throw notFound();
      if (roleOn(job, userId) !== 'client') throw notFound();
      if (job.status !== 'paymentRequired') {
        // Paid already (the job moved on): said so, and Mercado Pago is not asked.
        if (job.requires_payment && (await deps.billing.jobPayment(id))?.status === 'paid') {
          throw new AppError('JOB_ALREADY_PAID', 409);
        }
        throw new AppError('PAYMENT_FAILED', 409);
      }
      const [client] = await accountFacts(db, [userId]);
      return deps.billing.chargeJob({
        jobId: id,
        payerId: userId,
        proskerId: Number(job.prosker_id),
        amount: Number(job.price),
        currency: job.currency,
        description: job.title,
        card: { ...card, email: client.email },
      });
    },

    async review(userId: number, id: number, input: { rating: number; text: string }) {
      const job = await db('jobs').where({ id, client_id: userId }).first();
      if (!job) throw new AppError('REVIEW_NOT_ALLOWED', 409);
      const refusal = reviewRefusalOf({
        status: job.status,
        startDate: new Date(job.start_date),
        currency: job.currency,
      });
      if (refusal) throw new AppError(refusal, 409);
      await db.transaction(async (trx) => {
        // One review at a time per prosker: each rating event counts every earlier review.
        await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?), ?)', ['rating', job.prosker_id]);
        const inserted = await trx('reviews')
          .insert({
            job_id: id,
            client_id: userId,
            prosker_id: job.prosker_id,
            rating: input.rating,
            text: input.text,
          })
          .onConflict('job_id')
          .ignore()
          .returning('id');
        if (inserted.length === 0) throw new AppError('REVIEW_EXISTS', 409);
        await events.emit(trx, {
          type: 'job.reviewed',
          jobId: id,
          clientId: userId,
          proskerId: Number(job.prosker_id),
          title: job.title as string,
          rating: input.rating,
        });
        const rating = await ratingOf(Number(job.prosker_id), trx);
        await events.emit(trx, {
          type: 'rating.changed',
          userId: Number(job.prosker_id),
          ...rating,
        });
      });
      return { jobId: id, rating: input.rating, text: input.text };
    },

    async reviewsOf(proskerId: number) {
      const rows = await db('reviews')
        .where('prosker_id', proskerId)
        .orderBy('created_at', 'desc')
        .limit(50)
        .select('*');
      const clients = await userSummaries(
        db,
        rows.map((r) => Number(r.client_id)),
      );
      return {
        ...(await ratingOf(proskerId)),
        data: rows.map((r) => ({
          id: Number(r.id),
          rating: Number(r.rating),
          text: r.text as string,
          clientFirstName: clients.get(Number(r.client_id))?.firstName as string,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      };
    },

    /** What staff read about jobs (the back office): a list to filter, sort and page, and one. */
    staff: {
      /** Staff's writes on jobs: cancel and refund, each audited (staff-actions.ts). */
      ...createStaffActions(platform, deps, transition),
      /** The jobs with their reasons' names, narrowed by `filter`, as a query to sort and page. */
      jobs: (language: Language, filter: StaffJobFilter) => staffJobsQuery(db, language, filter),
      /** Completes a page of `jobs` rows with their parties and category name. */
      withParties: (rows: Record<string, unknown>[], language: Language) =>
        withParties(db, rows, language),
      /** One job with its history and review; NOT_FOUND when there is none. */
      async job(id: number, language: Language) {
        const found = await staffJob(db, id, language);
        if (!found) throw notFound();
        return found;
      },
    },

    /** Billing confirmed a job's payment (a verified notification): the job can be done. */
    async paymentChanged(jobId: number, status: string) {
      if (status !== 'paid') return;
      await transition(jobId, 'confirmPayment', 'system', null).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
      });
    },

    /** Hourly: jobs finished by the prosker and not answered in AUTO_COMPLETE_DAYS complete. */
    async autoComplete(days: number) {
      const due = await db('jobs')
        .where({ status: 'proskerComplete' })
        .where('updated_at', '<', new Date(Date.now() - days * 86_400_000))
        .select('id');
      for (const { id } of due) {
        await transition(Number(id), 'autoComplete', 'system', null).catch(() => undefined);
      }
      return due.length;
    },

    /** Hourly: refunds that failed right after a cancellation are tried again. */
    async retryRefunds() {
      const cancelled = await db('jobs')
        .whereIn('status', ['proskerCancel', 'clientCancel', 'staffCancel'])
        .where('updated_at', '>', new Date(Date.now() - REFUND_RETRY_DAYS * 86_400_000))
        .where('requires_payment', true)
        .select('id');
      for (const { id } of cancelled) {
        await deps.billing.refundJob(Number(id), 'cancelled').catch(() => undefined);
      }
      return cancelled.length;
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
