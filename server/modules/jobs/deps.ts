/**
 * What the jobs service needs of other modules (given by the module's wiring, index.ts), apart
 * from the service so that its parts (staff-actions.ts) name it without importing the service.
 */
import type { Knex } from 'knex';
import type { Currency } from '../../../common/billing';
import type { TIMES_OF_DAY } from '../../../common/constants';
import type { JobCharge, RefundMade, RefundRequest, receiptPdf } from '../billing';
import type { Platform } from '../../platform';
import type { AgendaDay } from './rules';

/** What billing tells of the payment that paid a job. */
export type JobPaid = NonNullable<Parameters<typeof receiptPdf>[0]['payment']>;

export interface JobsDeps {
  /** The conversations offers are made in (messaging). */
  chat: {
    /** The prosker's conversation named, or the one with the client; undefined when none. */
    offerConversation(
      proskerId: number,
      target: { conversationId?: number; clientId?: number },
    ): Promise<{ conversationId: number | null; clientId: number } | undefined>;
    /** The offer as a message of their conversation (opened if needed), in the offer's transaction. */
    postOffer(
      trx: Knex.Transaction,
      offer: { proskerId: number; clientId: number; jobId: number },
    ): Promise<number>;
  };
  billing: {
    chargeJob(charge: JobCharge): Promise<unknown>;
    refundJob(
      jobId: number,
      reason: string,
      recorded?: RefundRequest['recorded'],
    ): Promise<unknown>;
    refundJobPart(jobId: number, request: Omit<RefundRequest, 'resume'>): Promise<RefundMade>;
    jobMoney(jobId: number): Promise<JobMoney | null>;
    hasPaymentAccount(userId: number): Promise<boolean>;
    /** The job's live payment: being processed by Mercado Pago, paid, or none. */
    jobPaymentState(jobId: number): Promise<'processing' | 'paid' | null>;
    /** The payment that paid the job (paid or refunded since), with the fee it carried. */
    jobPayment(jobId: number): Promise<JobPaid | undefined>;
    /** The fee a payment to the prosker would carry now. */
    feeNow(
      proskerId: number,
      amount: number,
      currency: Currency,
    ): Promise<{ feeBps: number; vatBps: number; fee: number; net: number }>;
  };
  /** The prosker's agenda, when the slot of a job is booked there. */
  agenda?: {
    /** Each records its `calendar.changed` event on `events` in the caller's transaction. */
    holdSlot(
      trx: Knex.Transaction,
      slot: { proskerId: number; clientId: number; jobId: number; startsAt: Date },
      events: Platform['events'],
    ): Promise<unknown>;
    approveForJob(
      trx: Knex.Transaction,
      jobId: number,
      events: Platform['events'],
    ): Promise<unknown>;
    releaseForJob(
      trx: Knex.Transaction,
      jobId: number,
      events: Platform['events'],
    ): Promise<unknown>;
    /** Weekly hours or an open special date ahead: appointments take a free slot. */
    keepsAgenda(db: Knex, proskerId: number): Promise<boolean>;
    /** What a booking of one local date (and slot) must respect in the prosker's agenda. */
    bookingDay(
      db: Knex,
      proskerId: number,
      date: string,
      options: { slot?: Date },
    ): Promise<{
      keepsAgenda: boolean;
      closed: boolean;
      slot?: { date: string; half: (typeof TIMES_OF_DAY)[number] };
    }>;
    /** The prosker's `days` dates from `from`: closed for booking or not, and free slots. */
    bookingCalendar(
      db: Knex,
      proskerId: number,
      from: string,
      days: number,
      /** Spans (ms instants) the prosker is taken besides their events: their taken jobs. */
      taken?: [number, number][],
    ): Promise<{ keepsAgenda: boolean; days: AgendaDay[] }>;
  };
}

/** What was paid and refunded of a job (billing's reading). */
export interface JobMoney {
  paid: number;
  currency: Currency;
  refunded: number;
  refunds: { id: number; amount: number; at: string }[];
}
