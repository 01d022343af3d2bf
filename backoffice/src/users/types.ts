/** A marketplace user as the staff API returns it (GET /backoffice/api/users). */
export interface User {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  /** 1 = client; 2 and above = prosker. */
  type_user: number;
  role: 'client' | 'prosker';
  phoneNumber: string | null;
  banned: boolean;
  isTestUser: boolean;
  emailVerified: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}
