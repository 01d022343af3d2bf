import { useMemo } from 'react';
import { CHAT_LINK_PATTERN } from '../../../common/chat';
import { LANGUAGE_TAGS } from '../../../common/i18n';
import { useLanguage } from '../i18n/use-language';
import { useT } from '../i18n/use-t';

/** A piece of a message's text: plain text, or a link the text names (http and https only). */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string };

/** Splits a message's text into plain text and links (CHAT_LINK_PATTERN); never markup. */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = new RegExp(CHAT_LINK_PATTERN.source, CHAT_LINK_PATTERN.flags);
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The local calendar day of an instant, as a key (yyyy-mm-dd). */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Dates and times of the chat in the interface language, in the visitor's own time zone. */
export function useChatFormat() {
  const t = useT();
  const { language } = useLanguage();
  return useMemo(() => {
    const tag = LANGUAGE_TAGS[language];
    // The product's one clock: 24 hours, as the job pages and the agenda write it.
    const time = new Intl.DateTimeFormat(tag, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const shortDate = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short' });
    const longDate = new Intl.DateTimeFormat(tag, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const size = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
    const today = () => dayKey(new Date().toISOString());
    const yesterday = () => dayKey(new Date(Date.now() - 86_400_000).toISOString());
    return {
      time: (iso: string) => time.format(new Date(iso)),
      /** The day separator: today, yesterday or the whole date. */
      day: (iso: string) => {
        const key = dayKey(iso);
        if (key === today()) return t('chat.today');
        if (key === yesterday()) return t('chat.yesterday');
        return longDate.format(new Date(iso));
      },
      /** In the list: the time for today's messages, the date for older ones. */
      when: (iso: string) =>
        dayKey(iso) === today() ? time.format(new Date(iso)) : shortDate.format(new Date(iso)),
      date: (iso: string) => shortDate.format(new Date(iso)),
      bytes: (bytes: number) =>
        bytes >= 1_048_576
          ? `${size.format(bytes / 1_048_576)} MB`
          : `${size.format(Math.max(1, Math.round(bytes / 1024)))} KB`,
    };
  }, [t, language]);
}
