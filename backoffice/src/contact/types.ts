import { CONTACT_STATUSES, CONTACT_TOPICS, type ContactStatus } from '../../../common/content';
import type { Schemas } from '../api/contract';

/** A message of the contact form, as GET /backoffice/api/contact-messages returns it. */
export type ContactMessage = Schemas['AdminContactMessage'];

export const STATUS_CHOICES = CONTACT_STATUSES.map((status) => ({
  id: status,
  name: `backoffice.contact-messages.statuses.${status}`,
}));

export const TOPIC_CHOICES = CONTACT_TOPICS.map((topic) => ({
  id: topic,
  name: `backoffice.contact-messages.topics.${topic}`,
}));

export const isClosed = (message: ContactMessage) => message.status === 'closed';

export const statusKey = (status: ContactStatus) =>
  `backoffice.contact-messages.statuses.${status}`;
