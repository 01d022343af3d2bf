import type { Schemas } from '../api/contract';

/** A marketplace user as the staff API returns it (GET /backoffice/api/users). */
export type User = Schemas['AdminUser'];
