/**
 * Profile completeness, exactly as the specification's point 5 states it. A prosker starts at
 * 100 and loses 14 for each missing item; anyone else loses 50 for a missing profile image and
 * 50 for a missing first or last name. The scheduled refresh sets a score under 14 to 0.
 */
import {
  CLIENT_COMPLETENESS_PENALTY,
  MIN_VISIBLE_PROFILE_PERCENT,
  PROSKER_COMPLETENESS_PENALTY,
} from './constants';

export const PROSKER_ITEMS = [
  'profileImage',
  'names',
  'categories',
  'skills',
  'bannerImage',
  'addresses',
  'paymentAccount',
] as const;
export const CLIENT_ITEMS = ['profileImage', 'names'] as const;
export type CompletenessItem = (typeof PROSKER_ITEMS)[number];

export interface CompletenessInput {
  prosker: boolean;
  hasProfileImage: boolean;
  hasFirstAndLastName: boolean;
  categoryCount: number;
  skillCount: number;
  hasBannerImage: boolean;
  addressCount: number;
  hasPaymentAccount: boolean;
}

export interface Completeness {
  percent: number;
  missing: CompletenessItem[];
}

export function completeness(input: CompletenessInput): Completeness {
  const present: Record<CompletenessItem, boolean> = {
    profileImage: input.hasProfileImage,
    names: input.hasFirstAndLastName,
    categories: input.categoryCount > 0,
    skills: input.skillCount > 0,
    bannerImage: input.hasBannerImage,
    addresses: input.addressCount > 0,
    paymentAccount: input.hasPaymentAccount,
  };
  const items: readonly CompletenessItem[] = input.prosker ? PROSKER_ITEMS : CLIENT_ITEMS;
  const penalty = input.prosker ? PROSKER_COMPLETENESS_PENALTY : CLIENT_COMPLETENESS_PENALTY;
  const missing = items.filter((item) => !present[item]);
  return { percent: Math.max(0, 100 - penalty * missing.length), missing };
}

/** What the scheduled refresh stores: a score that fell under one penalty's worth becomes 0. */
export function refreshedPercent(percent: number): number {
  return percent < PROSKER_COMPLETENESS_PENALTY ? 0 : percent;
}

export function isVisiblePercent(percent: number): boolean {
  return percent >= MIN_VISIBLE_PROFILE_PERCENT;
}
