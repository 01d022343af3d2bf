/**
 * The development page of the WhatsApp emulator, `/dev/whatsapp`: the template messages it
 * received, newest first, like the mail of `/dev/inbox`. Every value is escaped.
 */
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

export function renderDevPage(messages: WhatsAppMessage[]): string {
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
<thead><tr><th>Received</th><th>To</th><th>Template</th><th>Language</th><th>Parameters</th><th>Status</th><th>Message id</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>WhatsApp (emulator)</title>
<style>body{font-family:system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}ol{margin:0;padding-left:1.2rem}small{color:#666;word-break:break-all}.status{font-weight:600}.failed,.refused{color:#b00020}.read{color:#0a7d33}</style></head>
<body><h1>WhatsApp (emulator)</h1>
<p>Template messages sent to the local WhatsApp Cloud API emulator, newest first. <a href="/dev/whatsapp.json">JSON</a></p>
${messages.length ? table : '<p>No messages yet.</p>'}</body></html>`;
}
