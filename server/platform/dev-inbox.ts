/**
 * Development-only page listing the mail kept by the local SMTP inbox. Absent in production.
 */
import Router from '@koa/router';
import type { SmtpInbox } from '../emulators/smtp';
import type { AppContext } from './http';
import { translator } from './i18n';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function devInboxRouter(inbox: SmtpInbox): Router {
  const router = new Router({ prefix: '/dev/inbox' });
  router.get('/messages', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: inbox.messages() };
  });
  router.delete('/messages', (ctx) => {
    inbox.clear();
    ctx.status = 204;
  });
  router.get('/', (ctx) => {
    const t = translator((ctx as AppContext).state.language);
    const rows = inbox
      .messages()
      .map(
        (m) => `<article data-testid="inbox-message">
  <h2>${escape(m.subject)}</h2>
  <p><b>${t('dev:inbox.from')}</b> ${escape(m.from)} · <b>${t('dev:inbox.to')}</b> ${escape(m.to.join(', '))} · <b>${t('dev:inbox.received')}</b> ${escape(m.receivedAt)}</p>
  ${m.html ? `<iframe sandbox srcdoc="${escape(m.html)}"></iframe>` : `<pre>${escape(m.text)}</pre>`}
</article>`,
      )
      .join('\n');
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    ctx.body = `<!doctype html><html lang="${(ctx as AppContext).state.language}"><head><meta charset="utf-8"><title>${t('dev:inbox.title')}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}iframe{width:100%;height:18rem;border:1px solid #eee}pre{white-space:pre-wrap}</style></head>
<body><h1>${t('dev:inbox.title')}</h1>${rows || `<p>${t('dev:inbox.empty')}</p>`}</body></html>`;
  });
  return router;
}
