import { countedNotice, type Usage } from '../components/Usage';
import { currentLanguage } from '../i18n-provider';
import type { Schemas } from '../api/contract';

/** What cancellation and dispute (help) reasons share, as the staff API returns them. */
export type Reason = Schemas['AdminHelpReason'];

export type AppliesTo = 'prosker' | 'client' | 'both';

/** A reason to cancel a job, for the prosker, the client or both. */
export type CancellationReason = Schemas['AdminCancellationReason'];

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

/** A reason the product writes itself (closing an account): read-only, never edited nor deleted. */
export const isSystemReason = (reason: Reason) => 'system' in reason && reason.system === true;

export const reasonInUse = (reason: Reason) => reason.usage > 0 || isSystemReason(reason);

/**
 * A reason no job gave may be deleted; one a job gave can only be disabled, so that the job
 * keeps saying why it was cancelled or disputed.
 */
export const reasonUsage: Usage<Reason> = {
  inUse: reasonInUse,
  name: reasonName,
  notice: countedNotice('backoffice.reasons', (reason) => reason.usage),
};
