/**
 * The contact form's rules, shared by the server (which enforces them) and the storefront's
 * form (which shows the same messages before sending). Messages are keys under `errors:fields`.
 */
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_TOPICS,
  CONTACT_TRAP_FIELD,
} from '../content';
import { REGIONS } from '../regions';
import { yup } from '../validation';
import { emailRule, nameRule } from './accounts';

export const contactSchema = yup
  .object({
    name: nameRule(),
    email: emailRule(),
    topic: yup.string().required().oneOf(CONTACT_TOPICS),
    message: yup.string().trim().required().min(CONTACT_MESSAGE_MIN).max(CONTACT_MESSAGE_MAX),
    region: yup.string().oneOf(REGIONS).optional(),
    [CONTACT_TRAP_FIELD]: yup.string().max(500).optional(),
  })
  .noUnknown();

export type ContactInput = yup.InferType<typeof contactSchema>;
