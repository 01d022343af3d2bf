import { Model } from 'objection';
import type { NOTIFICATION_TOPICS, PRIVACY_FLAGS } from '../../../common/schemas/accounts';

export class User extends Model {
  static override tableName = 'users';
  id!: number;
  type_user!: number;
  username!: string;
  first_name!: string;
  last_name!: string;
  email!: string;
  phone_number!: string | null;
  birth_date!: string | null;
  company!: string | null;
  description!: string | null;
  password_hash!: string | null;
  language!: string;
  region!: string;
  is_test_user!: boolean;
  email_verified_at!: Date | null;
  banned_at!: Date | null;
  ban_reason!: string | null;
  last_login_at!: Date | null;
  created_at!: Date;
  updated_at!: Date;
  identification_type!: string | null;
  identification_number!: string | null;
  profile_img!: string | null;
  banner_img!: string | null;
  pending_email!: string | null;
  privacy!: Privacy;
  notifications!: Notifications;
  password_changed_at!: Date | null;
  closed_at!: Date | null;
}

export type Privacy = Record<(typeof PRIVACY_FLAGS)[number], boolean>;
export type Notifications = Record<
  (typeof NOTIFICATION_TOPICS)[number],
  { email: boolean; whatsapp: boolean }
>;

export class Address extends Model {
  static override tableName = 'addresses';
  id!: number;
  user_id!: number;
  domicile!: string;
  postal_code!: string;
  city!: string;
  state!: string;
  neighborhood!: string | null;
  country!: string;
  country_code!: string;
  is_default!: boolean;
}

export class Staff extends Model {
  static override tableName = 'staff';
  id!: number;
  email!: string;
  name!: string;
  role!: 'admin' | 'support';
  password_hash!: string;
  disabled_at!: Date | null;
  last_login_at!: Date | null;
}
