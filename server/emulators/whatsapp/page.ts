/**
 * The development page of the WhatsApp emulator, `/dev/whatsapp`: the template messages it
 * received, newest first, like the mail of `/dev/inbox`. Every value is escaped.
 */
import type { TFunction } from 'i18next';
import type { WhatsAppMessage } from './index';
import { escapeHtml as escape } from './http';

const time = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');

function statusCell(message: WhatsAppMessage): string {
  const history = message.statuses.map((entry) => `${entry.status} ${time(entry.at)}`).join(' → ');
  const error = message.error
    ? `<br><small>${escape(`${message.error.code} ${message.error.title}: ${message.error.details}`)}</small>`
    : '';
  return `<span class="status ${escape(message.status)}" title="${escape(history)}">${escape(message.status)}</span>${error}`;
}

/** The page in the reader's language (`t` of the `dev` catalogue, `lang` its tag). */
export function renderDevPage(messages: WhatsAppMessage[], t: TFunction, lang: string): string {
  const rows = messages
    .map(
      (m) => `<tr data-testid="whatsapp-message">
  <td>${escape(time(m.receivedAt))}</td>
  <td>+${escape(m.to)}</td>
  <td><code>${escape(m.template)}</code></td>
  <td>${escape(m.language)}</td>
  <td>${m.parameters.length ? `<ol>${m.parameters.map((p) => `<li>${escape(p)}</li>`).join('')}</ol>` : '—'}</td>
  <td>${statusCell(m)}</td>
  <td><small>${escape(m.id ?? '—')}</small></td>
</tr>`,
    )
    .join('\n');
  const table = `<table>
<thead><tr>${(['received', 'to', 'template', 'language', 'parameters', 'status', 'id'] as const)
    .map((key) => `<th>${escape(t(`dev:whatsapp.${key}`))}</th>`)
    .join('')}</tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return `<!doctype html><html lang="${escape(lang)}"><head><meta charset="utf-8"><title>${escape(t('dev:whatsapp.title'))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}ol{margin:0;padding-left:1.2rem}small{color:#666;word-break:break-all}.status{font-weight:600}.failed,.refused{color:#b00020}.read{color:#0a7d33}</style></head>
<body><h1>${escape(t('dev:whatsapp.title'))}</h1>
<p>${escape(t('dev:whatsapp.intro'))} <a href="/dev/whatsapp.json">JSON</a></p>
${messages.length ? table : `<p>${escape(t('dev:whatsapp.empty'))}</p>`}</body></html>`;
}
