import type { COUNTRY_CODES, IDENTIFICATION_TYPES } from '../../../common/regions';
import type {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  PRIVACY_FLAGS,
} from '../../../common/schemas/accounts';

export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type PrivacyFlag = (typeof PRIVACY_FLAGS)[number];
export type CountryCode = (typeof COUNTRY_CODES)[number];

export interface Address {
  id: number;
  domicile: string;
  postalCode: string;
  city: string;
  state: string;
  neighborhood: string | null;
  country: string;
  countryCode: CountryCode;
  isDefault: boolean;
}

/** The signed-in user as `GET /user` answers it (the owner's view, accounts API.md). */
export interface SessionUser {
  id: number;
  type_user: number;
  role: 'client' | 'prosker';
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  birthDate: string | null;
  company: string | null;
  description: string | null;
  identificationType: (typeof IDENTIFICATION_TYPES)[number] | null;
  identificationNumber: string | null;
  language: string;
  region: string;
  isTestUser: boolean;
  emailVerified: boolean;
  pendingEmail: string | null;
  paymentAccountLinked: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  privacy: Record<PrivacyFlag, boolean>;
  notifications: Record<NotificationTopic, Record<NotificationChannel, boolean>>;
  addresses: Address[];
  category_name: string[];
  skill_name: string[];
  profile_img: string | null;
  banner_img: string | null;
}
