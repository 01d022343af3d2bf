import { currentLanguage } from '../i18n-provider';

/** What cancellation and dispute (help) reasons share, as the staff API returns them. */
export interface Reason {
  id: number;
  name_es: string;
  name_en: string;
  name_br: string;
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
