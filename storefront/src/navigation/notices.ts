import type { esStorefront } from '../../../common/locales/es/storefront';

/** One-time messages a page leaves for the next one (after sign-out, a closed account…). */
export type Notice = Exclude<keyof typeof esStorefront.notices, 'close'>;

interface NoticeState {
  notice: Notice;
}

/** Navigation state carrying a notice: `navigate(path, { state: noticeState('signedOut') })`. */
export function noticeState(notice: Notice): NoticeState {
  return { notice };
}

const NOTICES: readonly Notice[] = [
  'signedOut',
  'accountClosed',
  'passwordChanged',
  'subscribed',
  'paymentAccountLinked',
  'jobBooked',
  'jobBookedPhotosFailed',
  'jobSaved',
  'emailVerified',
];

export function noticeOf(state: unknown): Notice | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const { notice } = state as { notice: unknown };
  return NOTICES.find((known) => known === notice) ?? null;
}
