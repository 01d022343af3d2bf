import { Model } from 'objection';

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
  last_login_at!: Date | null;
  created_at!: Date;
  updated_at!: Date;
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
