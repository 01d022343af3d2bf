import { CHAT_LINK_PATTERN } from '../../../common/chat';

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
