/**
 * Request and answer helpers of the WhatsApp emulator: the Graph API error shape, body reading
 * (the app's body parser may have read it already), the send call's checks and ids.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';

export type Json = Record<string, unknown>;

/** The languages the product's templates exist in. WhatsApp has no `es_UY`. */
export const TEMPLATE_LANGUAGES = ['es', 'pt_BR', 'en'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;
const RECIPIENT = /^\d{8,15}$/;
const GRAPH_VERSION = /^v\d{1,3}(\.\d{1,3})?$/;

/** The Graph API's error codes the emulator answers, with their HTTP status and wording. */
const KNOWN_ERRORS: Record<number, { status: number; message: string; title: string }> = {
  100: { status: 400, message: 'Invalid parameter', title: 'Invalid parameter' },
  190: {
    status: 401,
    message: 'Invalid OAuth access token - Cannot parse access token',
    title: 'Invalid OAuth access token',
  },
  130429: { status: 429, message: 'Rate limit hit', title: 'Rate limit hit' },
  131000: { status: 500, message: 'Something went wrong', title: 'Something went wrong' },
  131026: { status: 400, message: 'Message undeliverable', title: 'Message undeliverable' },
  131030: {
    status: 400,
    message: 'Recipient phone number not in allowed list',
    title: 'Recipient phone number not in allowed list',
  },
  131056: {
    status: 429,
    message: '(Business Account, Consumer Account) pair rate limit hit',
    title: 'Pair rate limit hit',
  },
  132001: {
    status: 404,
    message: 'Template name does not exist in the translation',
    title: 'Template name does not exist in the translation',
  },
};

/** A refusal in the Graph API's shape: `{ error: { message, type, code, error_data, fbtrace_id } }`. */
export class WhatsAppError extends Error {
  readonly status: number;
  readonly title: string;
  readonly subcode: number | undefined;

  constructor(
    readonly code: number,
    readonly details: string,
    options: { status?: number; message?: string; subcode?: number } = {},
  ) {
    const known = KNOWN_ERRORS[code];
    const text = options.message ?? known?.message ?? 'Emulated error';
    // The Graph API prefixes most messages with the code, as in "(#131030) Recipient ...";
    // token errors keep their bare text.
    super(code === 190 ? text : `(#${code}) ${text}`);
    this.status = options.status ?? known?.status ?? 400;
    this.title = known?.title ?? text;
    this.subcode = options.subcode;
  }

  body() {
    return {
      error: {
        message: this.message,
        type: 'OAuthException',
        code: this.code,
        ...(this.subcode === undefined ? {} : { error_subcode: this.subcode }),
        error_data: { messaging_product: 'whatsapp', details: this.details },
        fbtrace_id: fbtraceId(),
      },
    };
  }
}

export const invalidParameter = (details: string) => new WhatsAppError(100, details);

/** A Graph API trace id: opaque, 23 characters, different on every answer. */
export const fbtraceId = () => `A${randomBytes(17).toString('base64url').slice(0, 22)}`;

/**
 * A new message id. Real ones are `wamid.` and base64 of a binary record that starts with the
 * bytes 1C 18 0B ("HBgL"); here the rest is random, so ids never repeat across restarts.
 */
export const newMessageId = () =>
  `wamid.${Buffer.concat([Buffer.from([0x1c, 0x18, 0x0b]), randomBytes(33)]).toString('base64url')}`;

export const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);

const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * The request body as an object. A body the app's parser already read comes from
 * ctx.request.body; mounted alone, the emulator reads the stream itself.
 */
export async function readBody(ctx: Context): Promise<Json> {
  const parsed: unknown = (ctx.request as { body?: unknown }).body;
  if (parsed !== undefined && parsed !== null) {
    if (isObject(parsed)) return parsed;
    if (typeof parsed === 'string') return parseJson(parsed);
    throw invalidParameter('The request body must be a JSON object');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) {
      throw new WhatsAppError(100, 'The request body is too large', { status: 413 });
    }
    chunks.push(chunk);
  }
  return parseJson(Buffer.concat(chunks).toString('utf8'));
}

function parseJson(text: string): Json {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidParameter('The request body is not valid JSON');
  }
  if (!isObject(value)) throw invalidParameter('The request body must be a JSON object');
  return value;
}

/** What a valid template send asks for. */
export interface TemplateSend {
  to: string;
  template: string;
  language: TemplateLanguage;
  parameters: string[];
  /** Echoed on the message's status webhooks, as WhatsApp does. */
  callbackData: string | undefined;
}

export function checkVersion(version: string): void {
  if (!GRAPH_VERSION.test(version)) {
    throw invalidParameter(`Unknown path components: /${version}`);
  }
}

/** Checks a send call's body the way the Cloud API does for template messages. */
export function parseTemplateSend(body: Json): TemplateSend {
  if (body.messaging_product !== 'whatsapp') {
    throw invalidParameter('The parameter messaging_product is required and must be "whatsapp"');
  }
  if (body.recipient_type !== undefined && body.recipient_type !== 'individual') {
    throw invalidParameter('recipient_type must be "individual"');
  }
  if (body.type !== 'template') {
    throw invalidParameter('The emulator sends template messages only: type must be "template"');
  }
  const to = body.to;
  if (typeof to !== 'string' || !RECIPIENT.test(to)) {
    throw invalidParameter('to must be a phone number in E.164 without "+": 8 to 15 digits');
  }
  const template = body.template;
  if (!isObject(template)) throw invalidParameter('template is required and must be an object');
  if (typeof template.name !== 'string') throw invalidParameter('template.name is required');
  const language = template.language;
  if (!isObject(language) || typeof language.code !== 'string') {
    throw invalidParameter('template.language.code is required');
  }
  if (language.policy !== undefined && language.policy !== 'deterministic') {
    throw invalidParameter('template.language.policy must be "deterministic"');
  }
  if (!TEMPLATE_NAME.test(template.name)) {
    throw new WhatsAppError(
      132001,
      `template name (${template.name}) does not exist in ${language.code}`,
    );
  }
  if (!(TEMPLATE_LANGUAGES as readonly string[]).includes(language.code)) {
    throw new WhatsAppError(
      132001,
      `template name (${template.name}) does not exist in ${language.code}` +
        ` (the languages are ${TEMPLATE_LANGUAGES.join(', ')})`,
    );
  }
  const callbackData = body.biz_opaque_callback_data;
  if (
    callbackData !== undefined &&
    (typeof callbackData !== 'string' || callbackData.length > 512)
  ) {
    throw invalidParameter('biz_opaque_callback_data must be a string of at most 512 characters');
  }
  return {
    to,
    template: template.name,
    language: language.code as TemplateLanguage,
    parameters: bodyParameters(template.components),
    callbackData: callbackData as string | undefined,
  };
}

function bodyParameters(components: unknown): string[] {
  if (components === undefined) return [];
  if (!Array.isArray(components)) throw invalidParameter('template.components must be an array');
  let parameters: string[] | undefined;
  components.forEach((component: unknown, index) => {
    if (!isObject(component) || component.type !== 'body') {
      throw invalidParameter(
        `template.components[${index}]: the emulator takes body components only`,
      );
    }
    if (parameters) throw invalidParameter('template.components has more than one body');
    const list = component.parameters ?? [];
    if (!Array.isArray(list)) {
      throw invalidParameter(`template.components[${index}].parameters must be an array`);
    }
    parameters = list.map((parameter: unknown, at) => {
      if (
        !isObject(parameter) ||
        parameter.type !== 'text' ||
        typeof parameter.text !== 'string' ||
        parameter.text.trim() === ''
      ) {
        throw invalidParameter(
          `template.components[${index}].parameters[${at}] must be { type: 'text', text } with a non-empty text`,
        );
      }
      return parameter.text;
    });
  });
  return parameters ?? [];
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Webhooks never leave this machine: only loopback hosts are called. */
export function isLoopbackUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]'
  );
}
