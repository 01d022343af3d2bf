/** The consent page both emulated providers show, in the language the app picked. */
import type { Context } from 'koa';
import { LANGUAGE_TAGS } from '../../../common/i18n';
import { translator } from '../../platform/i18n';
import { escapeHtml, languageOf, noStore } from './http';

export type ConsentField =
  | {
      kind: 'text' | 'email';
      name: string;
      /** Key under dev:oauth, like the hint's. */
      labelKey: string;
      value: string;
      required: boolean;
      autocomplete: string;
      hintKey?: string;
    }
  | { kind: 'checkbox'; name: string; labelKey: string; checked: boolean };

export interface ConsentPage {
  provider: 'Google' | 'Facebook';
  clientId: string;
  /** Path the form posts to. */
  action: string;
  transaction: string;
  /** The client's redirect URI: the decision answers with a redirect there. */
  redirectUri: string;
  fields: ConsentField[];
  /** Message key (dev:oauth.*) shown above the form after a refused submission. */
  errorKey?: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.3rem;margin:.5rem 0 1rem}.notice{font-size:.8rem;background:#fff4d6;padding:.5rem;border-radius:4px}
label{display:block;margin:.8rem 0;font-size:.9rem}input[type=text],input[type=email]{display:block;width:100%;box-sizing:border-box;padding:.5rem;margin-top:.25rem}
.hint{display:block;color:#666;font-size:.8rem}.error{color:#b00020}.actions{display:flex;gap:.5rem;justify-content:flex-end;margin-top:1.2rem}
button{padding:.5rem 1rem;font-size:1rem}`;

function fieldHtml(field: ConsentField, text: (key: string) => string): string {
  const label = text(field.labelKey);
  if (field.kind === 'checkbox') {
    return `<label><input type="checkbox" name="${escapeHtml(field.name)}" value="true"${field.checked ? ' checked' : ''}> ${label}</label>`;
  }
  const hint = field.hintKey ? `<span class="hint">${text(field.hintKey)}</span>` : '';
  return `<label>${label}<input type="${field.kind}" name="${escapeHtml(field.name)}" value="${escapeHtml(field.value)}" autocomplete="${escapeHtml(field.autocomplete)}"${field.required ? ' required' : ''}>${hint}</label>`;
}

export function sendConsentPage(ctx: Context, page: ConsentPage, status = 200): void {
  const language = languageOf(ctx);
  const t = translator(language);
  // Interpolated values come from the request, so the whole translated text is escaped.
  const text = (key: string, params: Record<string, string> = {}) =>
    escapeHtml(String(t(`dev:oauth.${key}`, params)));
  const title = text('title', { provider: page.provider });
  noStore(ctx);
  // The app's page policy allows forms to post only to itself, and browsers apply form-action
  // to the redirect that follows the post; the client's origin must be allowed for that hop.
  ctx.set(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(page.redirectUri).origin}; frame-ancestors 'none'; base-uri 'none'`,
  );
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = `<!doctype html><html lang="${LANGUAGE_TAGS[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${STYLE}</style></head>
<body><main>
<p class="notice">${text('notice')}</p>
<h1>${title}</h1>
<p>${text('request', { client: page.clientId })}</p>
${page.errorKey ? `<p class="error" role="alert">${text(page.errorKey)}</p>` : ''}
<form method="post" action="${escapeHtml(page.action)}">
<input type="hidden" name="transaction" value="${escapeHtml(page.transaction)}">
${page.fields.map((field) => fieldHtml(field, text)).join('\n')}
<div class="actions"><button type="submit" name="decision" value="allow">${text('continue')}</button><button type="submit" name="decision" value="cancel" formnovalidate>${text('cancel')}</button></div>
</form>
</main></body></html>`;
}
