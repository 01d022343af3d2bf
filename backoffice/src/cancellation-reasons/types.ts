import { countedNotice, type Usage } from '../components/Usage';
import type { NamedRecord } from '../components/names';
import { currentLanguage } from '../i18n-provider';

/** What cancellation and dispute (help) reasons share, as the staff API returns them. */
export interface Reason extends NamedRecord {
  id: number;
  /** Disabled reasons are no longer offered; jobs that gave one keep it. */
  enabled: boolean;
  /** Order in which clients and proskers are offered them, lowest first. */
  position: number;
  /** Jobs that gave it (read-only). Only a reason no job gave may be deleted. */
  usage: number;
}

export type AppliesTo = 'prosker' | 'client' | 'both';

/** A reason to cancel a job, for the prosker, the client or both. */
export interface CancellationReason extends Reason {
  appliesTo: AppliesTo;
}

export const APPLIES_TO_CHOICES = (['both', 'client', 'prosker'] as const).map((who) => ({
  id: who,
  name: `backoffice.reasons.appliesTo.${who}`,
}));

const REASON_FIELDS = ['name_es', 'name_en', 'name_br', 'enabled', 'position'] as const;

/** The body of POST and PUT: the editable fields only (`appliesTo` for cancellations). */
export const toReasonBody =
  (withAppliesTo: boolean) =>
  (data: Partial<CancellationReason>): Partial<CancellationReason> =>
    Object.fromEntries(
      [...REASON_FIELDS, ...(withAppliesTo ? (['appliesTo'] as const) : [])].map((field) => [
        field,
        data[field],
      ]),
    );

/** The reason's name in the interface language, for titles and confirmations. */
export const reasonName = (reason: Reason): string => reason[`name_${currentLanguage()}`];

export const reasonInUse = (reason: Reason) => reason.usage > 0;

/**
 * A reason no job gave may be deleted; one a job gave can only be disabled, so that the job
 * keeps saying why it was cancelled or disputed.
 */
export const reasonUsage: Usage<Reason> = {
  inUse: reasonInUse,
  name: reasonName,
  notice: countedNotice('backoffice.reasons', (reason) => reason.usage),
};
