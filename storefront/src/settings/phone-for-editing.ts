import { phoneForDisplay } from '../../../common/phone';
import type { SessionUser } from '../session/user';

/** The user's number as their region writes it, for a form that edits it ('' for none). */
export function phoneForEditing(user: SessionUser): string {
  return user.phoneNumber ? phoneForDisplay(user.phoneNumber, user.region) : '';
}
