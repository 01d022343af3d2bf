/**
 * The WhatsApp Cloud API as the notifications service uses it: the template send call, its
 * error answers sorted into "try again later" and "this will never go", and the signature of the
 * status webhooks (X-Hub-Signature-256, an HMAC-SHA256 of the raw body with the app secret).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RenderedWhatsApp } from './notice-texts';

export interface WhatsAppSettings {
  apiUrl: string;
  apiVersion: string;
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  timeoutMs: number;
}

/** A refused or failed send; `retry` says whether trying again later may succeed. */
export class WhatsAppSendError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'WhatsAppSendError';
  }
}

/** Error codes that a later try may get past (throttling, a temporary fault on their side). */
const TEMPORARY_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

export function createWhatsAppClient(settings: WhatsAppSettings) {
  const base = settings.apiUrl.replace(/\/$/, '');
  return {
    /** Sends a template message; answers the message's wamid. */
    async send(
      to: string,
      template: RenderedWhatsApp,
      options: { callbackData?: string } = {},
    ): Promise<string> {
      let response: Response;
      try {
        response = await fetch(
          `${base}/${settings.apiVersion}/${settings.phoneNumberId}/messages`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${settings.token}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({
              messaging_product: 'whatsapp',
              to,
              type: 'template',
              // Echoed in the status webhooks: a status that comes before the answer is stored
              // still finds what it is about.
              ...(options.callbackData ? { biz_opaque_callback_data: options.callbackData } : {}),
              template: {
                name: template.name,
                language: { code: template.language },
                components: [
                  {
                    type: 'body',
                    parameters: template.parameters.map((text) => ({ type: 'text', text })),
                  },
                ],
              },
            }),
            signal: AbortSignal.timeout(settings.timeoutMs),
          },
        );
      } catch (error) {
        throw new WhatsAppSendError(`network: ${(error as Error).message}`, true);
      }
      const body = (await response.json().catch(() => ({}))) as {
        messages?: { id?: string }[];
        error?: { code?: number; message?: string };
      };
      const id = body.messages?.[0]?.id;
      if (response.ok && id) return id;
      const code = body.error?.code;
      const retry =
        response.status >= 500 ||
        response.status === 429 ||
        (code !== undefined && TEMPORARY_CODES.has(code));
      throw new WhatsAppSendError(
        `${response.status} ${code ?? ''} ${body.error?.message ?? 'no message id'}`.trim(),
        retry,
        code,
      );
    },

    /** Whether a webhook's body was signed with the app secret. */
    signedByMeta(rawBody: string, header: string | undefined): boolean {
      if (!header?.startsWith('sha256=')) return false;
      const given = Buffer.from(header.slice('sha256='.length), 'hex');
      const expected = createHmac('sha256', settings.appSecret).update(rawBody, 'utf8').digest();
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    /** The subscription check: the challenge when mode and token are right, else undefined. */
    challenge(query: Record<string, unknown>): string | undefined {
      const mode = query['hub.mode'];
      const token = query['hub.verify_token'];
      const challenge = query['hub.challenge'];
      if (mode !== 'subscribe' || typeof challenge !== 'string') return undefined;
      if (typeof token !== 'string') return undefined;
      const a = Buffer.from(token);
      const b = Buffer.from(settings.verifyToken);
      return a.length === b.length && timingSafeEqual(a, b) ? challenge : undefined;
    },
  };
}

export type WhatsAppClient = ReturnType<typeof createWhatsAppClient>;

/** One status of a sent message, as a webhook carries it. */
export interface WhatsAppStatusUpdate {
  id: string;
  status: string;
  /** What the send asked to be echoed (`biz_opaque_callback_data`). */
  biz_opaque_callback_data?: string;
  /** The number the message went to (its WhatsApp id: E.164 without the plus). */
  recipient_id?: string;
  timestamp?: string;
  errors?: { code?: number; title?: string; message?: string }[];
}

/** The statuses of a webhook body (other changes, such as incoming messages, are ignored). */
export function statusesOf(body: unknown): WhatsAppStatusUpdate[] {
  const entries = (body as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return [];
  const statuses: WhatsAppStatusUpdate[] = [];
  for (const entry of entries) {
    const changes = (entry as { changes?: unknown })?.changes;
    if (!Array.isArray(changes)) continue;
    for (const change of changes) {
      const list = (change as { value?: { statuses?: unknown } })?.value?.statuses;
      if (!Array.isArray(list)) continue;
      for (const s of list) {
        const status = s as WhatsAppStatusUpdate;
        if (typeof status?.id === 'string' && typeof status?.status === 'string') {
          statuses.push(status);
        }
      }
    }
  }
  return statuses;
}
