/**
 * The words of a notice (pure): its title and text in the app, its e-mail (subject, plain text
 * and HTML in the product's look, with the unsubscribe link where the notice is not essential)
 * and its WhatsApp template (name, language, body parameters), all from one catalogue entry per
 * kind in the recipient's language, with dates on the recipient's clock.
 */
import { LANGUAGE_TAGS, isLanguage, type Language } from '../../../common/i18n';
import { RESOURCES } from '../../../common/i18n-resources';
import { SUBJECT_NAME_MAX } from '../../../common/constants';
import { NOTICE_KINDS, type NoticeKind } from '../../../common/notifications';
import { REGIONS, TIME_ZONES, type Region } from '../../../common/regions';
import { translator } from '../../platform/i18n';
import { escapeHtml } from '../../platform/mail';

/** What a stored notice carries: names and values as they were when it was decided. */
export type NoticeParams = Record<string, unknown>;

export interface Reader {
  language: Language;
  region: Region;
  firstName: string;
}

export interface RenderedNotice {
  title: string;
  body: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface RenderedWhatsApp {
  name: string;
  language: string;
  parameters: string[];
  text: string;
}

/** WhatsApp template languages: there is no es_UY, and Brazil's is pt_BR. */
const WHATSAPP_LANGUAGES: Record<Language, string> = { es: 'es', en: 'en', br: 'pt_BR' };

export const whatsappTemplateName = (kind: NoticeKind) =>
  `prosk_${kind.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;

export function readerOf(contact: { language: string; region: string; firstName: string }): Reader {
  return {
    language: isLanguage(contact.language) ? contact.language : 'es',
    region: (REGIONS as readonly string[]).includes(contact.region)
      ? (contact.region as Region)
      : 'uy',
    firstName: contact.firstName,
  };
}

/** Formatters are slow to build and free to reuse: one per language, clock and style. */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(
  key: string,
  make: () => T,
): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

/**
 * A date (and its time) as a sentence of the reader's language takes it (`notifications:dates`):
 * "el lunes, 7 de diciembre de 2026, 10:30"; in Portuguese the weekday goes last, so no article
 * has to agree with it ("em 7 de dezembro de 2026 (segunda-feira), às 10:30").
 */
function formatDate(iso: unknown, reader: Reader, withTime: boolean): string | undefined {
  if (typeof iso !== 'string' || iso === '') return undefined;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return undefined;
  const timeZone = TIME_ZONES[reader.region];
  const tag = LANGUAGE_TAGS[reader.language];
  const part = (name: string, options: Intl.DateTimeFormatOptions) =>
    formatter(
      `date:${name}:${reader.language}:${reader.region}`,
      () => new Intl.DateTimeFormat(tag, { timeZone, ...options }),
    ).format(at);
  const words = {
    date: part('long', { dateStyle: 'long' }),
    weekday: part('weekday', { weekday: 'long' }),
    // Uruguay and Brazil read a 24-hour clock.
    time: withTime ? part('time', { timeStyle: 'short', hourCycle: 'h23' }) : '',
  };
  return translator(reader.language)(
    `notifications:dates.${withTime ? 'dayAndTime' : 'day'}`,
    words,
  );
}

function formatAmount(price: unknown, currency: unknown, reader: Reader): string | undefined {
  if (typeof price !== 'number' || typeof currency !== 'string') return undefined;
  const format = formatter(
    `amount:${reader.language}:${currency}`,
    () => new Intl.NumberFormat(LANGUAGE_TAGS[reader.language], { style: 'currency', currency }),
  );
  return format.format(price);
}

/** Basis points as the reader writes a rate: 449 → "4,49 %" (es), "4.49%" (en). */
function formatRate(bps: unknown, reader: Reader): string | undefined {
  if (typeof bps !== 'number') return undefined;
  const whole = bps % 100 === 0;
  const format = formatter(
    `rate:${reader.language}:${whole}`,
    () =>
      new Intl.NumberFormat(LANGUAGE_TAGS[reader.language], {
        style: 'percent',
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      }),
  );
  return format.format(bps / 10_000);
}

/**
 * A job's date for the reader: with its hour, or, for a half-day booking whose hour is not agreed
 * yet, the date and its half ("lunes, 7 de diciembre de 2026, mañana (de 9 a 13 h)"), never an
 * hour nobody chose.
 */
function jobDate(params: NoticeParams, reader: Reader, t: ReturnType<typeof translator>): string {
  const half = params.half === 'morning' || params.half === 'afternoon' ? params.half : undefined;
  if (!half) return formatDate(params.date, reader, true) ?? '';
  const date = formatDate(params.date, reader, false);
  return date ? t('notifications:when', { date, half: t(`notifications:halves.${half}`) }) : '';
}

/**
 * Where and when a job is, in one sentence for its side (`params.visit`, ADR 0027): the client
 * reads who goes to their address; the prosker where they go, or only the city before accepting.
 */
function visitSentence(
  params: NoticeParams,
  date: string,
  t: ReturnType<typeof translator>,
): string {
  const address = typeof params.address === 'string' ? params.address : '';
  const area = typeof params.area === 'string' ? params.area : '';
  const prosker = String(params.prosker || params.other || '');
  const key =
    params.visit === 'client'
      ? address
        ? 'client'
        : 'date'
      : address
        ? 'prosker'
        : area
          ? 'area'
          : 'date';
  return t(`notifications:visit.${key}`, { prosker, address, area, date });
}

/**
 * The other person of a notice by name; a closed account has none (issue 28), and is named by its
 * side of the job: the reader's other side ("Cliente de Prosk"), or a Prosk user.
 */
function otherName(params: NoticeParams, t: ReturnType<typeof translator>): string {
  const name = String(params.other ?? '').trim();
  if (name) return name;
  const side =
    params.visit === 'client' ? 'prosker' : params.visit === 'prosker' ? 'client' : 'someone';
  return t(`notifications:closedAccount.${side}`);
}

/** A name cut to SUBJECT_NAME_MAX characters (an ellipsis marks the cut), for a subject. */
export function shortName(name: string): string {
  const chars = [...name];
  return chars.length <= SUBJECT_NAME_MAX
    ? name
    : `${chars
        .slice(0, SUBJECT_NAME_MAX - 1)
        .join('')
        .trimEnd()}…`;
}

/** The interpolation values of a notice's texts, formatted for the reader. */
export function valuesFor(params: NoticeParams, reader: Reader): Record<string, string | number> {
  const reason = params.reason as Record<string, string> | null | undefined;
  const t = translator(reader.language);
  const date = jobDate(params, reader, t);
  const values: Record<string, string | number> = {
    name: reader.firstName,
    other: otherName(params, t),
    prosker: String(params.prosker ?? ''),
    title: String(params.title ?? ''),
    date,
    visit: visitSentence(params, date, t),
    payoutDate: formatDate(params.payoutDate, reader, false) ?? '',
    amount:
      formatAmount(params.price, params.currency, reader) ??
      (typeof params.amount === 'string' ? params.amount : ''),
    /** A refund: everything refunded so far, of what was paid. */
    refunded: formatAmount(params.refunded, params.currency, reader) ?? '',
    paid: formatAmount(params.paid, params.currency, reader) ?? '',
    /** A payment received: the fee rate stored with it, the fee and what is left. */
    rate: formatRate(params.feeBps, reader) ?? '',
    fee: formatAmount(params.fee, params.currency, reader) ?? '',
    net: formatAmount(params.net, params.currency, reader) ?? '',
    reason:
      reason?.[reader.language] ?? reason?.es ?? (params.comment ? String(params.comment) : '—'),
    rating: Number(params.rating ?? 0),
    days: Number(params.days ?? 0),
    email: String(params.email ?? ''),
    count: Number(params.count ?? 1),
  };
  return values;
}

/** The notice's title and text in the app. */
export function renderNotice(
  kind: NoticeKind,
  params: NoticeParams,
  reader: Reader,
): RenderedNotice {
  const t = translator(reader.language);
  const values = valuesFor(params, reader);
  return {
    title: t(`notifications:kinds.${kind}.title`, values),
    body: t(`notifications:kinds.${kind}.body`, values),
  };
}

/** The placeholders of a kind's text in one language, in the order they appear. */
function placeholders(kind: NoticeKind, language: Language, count: number): string[] {
  const entry = RESOURCES[language].notifications.kinds[kind] as Record<string, string>;
  const text = entry.body ?? (count === 1 ? entry.body_one : entry.body_other) ?? '';
  return [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]);
}

/** The WhatsApp template of a notice: its name, language and body parameters in order. */
export function renderWhatsApp(
  kind: NoticeKind,
  params: NoticeParams,
  reader: Reader,
): RenderedWhatsApp {
  const values = valuesFor(params, reader);
  const names = placeholders(kind, reader.language, Number(values.count));
  return {
    name: whatsappTemplateName(kind),
    language: WHATSAPP_LANGUAGES[reader.language],
    // A template parameter is never empty text: WhatsApp refuses it.
    parameters: names.map((n) => String(values[n] ?? '') || '—'),
    text: renderNotice(kind, params, reader).body,
  };
}

/** The WhatsApp template that carries a code confirming a phone number. */
export function renderPhoneCode(code: string, minutes: number, reader: Reader): RenderedWhatsApp {
  const t = translator(reader.language);
  return {
    name: 'prosk_phone_code',
    language: WHATSAPP_LANGUAGES[reader.language],
    parameters: [code, String(minutes)],
    text: t('notifications:phoneCode', { code, minutes }),
  };
}

/** The e-mail of a notice, in the product's look. */
export function renderMail(
  kind: NoticeKind,
  params: NoticeParams,
  reader: Reader,
  links: { open: string; unsubscribe?: string },
): RenderedMail {
  const t = translator(reader.language);
  const notice = renderNotice(kind, params, reader);
  // A subject carries no more of anyone's words than a short name: the names and the job's
  // title (people's free text) are cut, and nothing else a user wrote is in a title.
  const values = valuesFor(params, reader);
  const subject = t(`notifications:kinds.${kind}.title`, {
    ...values,
    other: shortName(String(values.other)),
    prosker: shortName(String(values.prosker)),
    title: shortName(String(values.title)),
    name: shortName(String(values.name)),
  });
  const facts = NOTICE_KINDS[kind] as { topic: string; essential?: true; automated?: true };
  const topic = t(`notifications:topics.${facts.topic}`);
  const greeting = t('notifications:greeting', { name: reader.firstName });
  const onBehalf =
    facts.automated && params.prosker
      ? t('notifications:onBehalf', { prosker: String(params.prosker) })
      : undefined;
  const footer = facts.essential ? t('notifications:essential') : t('notifications:why', { topic });
  const text = [
    greeting,
    '',
    notice.body,
    '',
    `${t('notifications:open')}: ${links.open}`,
    '',
    t('notifications:signature'),
    ...(onBehalf ? ['', onBehalf] : []),
    '',
    footer,
    ...(links.unsubscribe ? [`${t('notifications:unsubscribe')}: ${links.unsubscribe}`] : []),
  ].join('\n');
  const lang = LANGUAGE_TAGS[reader.language];
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(notice.title)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#1565c0;padding:16px 24px;color:#ffffff;font-size:22px;font-weight:bold">Prosk</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(notice.title)}</h1>
<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px;line-height:1.5">${escapeHtml(notice.body)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(links.open)}" style="display:inline-block;background:#1565c0;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(t('notifications:open'))}</a></p>
<p style="margin:0">${escapeHtml(t('notifications:signature'))}</p>
${onBehalf ? `<p style="margin:12px 0 0;color:#52606d;font-size:13px">${escapeHtml(onBehalf)}</p>` : ''}
</td></tr>
<tr><td style="padding:16px 24px;background:#f9fafb;color:#52606d;font-size:12px;line-height:1.5">${escapeHtml(footer)}${
    links.unsubscribe
      ? ` <a href="${escapeHtml(links.unsubscribe)}" style="color:#1565c0">${escapeHtml(t('notifications:unsubscribe'))}</a>`
      : ''
  }</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { subject, text, html };
}
