import type { COUNTRY_CODES } from '../../../common/regions';
import type {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  PRIVACY_FLAGS,
} from '../../../common/schemas/accounts';
import type { Schemas } from '../api/contract';

export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type PrivacyFlag = (typeof PRIVACY_FLAGS)[number];
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** An address of the signed-in user, as the API answers it. */
export type Address = Schemas['Address'];

/** The signed-in user as `GET /user` answers it (the owner's view). */
export type SessionUser = Schemas['OwnerUser'];
