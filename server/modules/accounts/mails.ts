/** The account e-mails, written in the user's language from the mail catalogue. */
import { NEXT_PARAM } from '../../../common/next-path';
import { pathFor, type Region } from '../../../common/routes';
import type { Language } from '../../../common/i18n';
import { escapeHtml, type OutgoingMail } from '../../platform/mail';
import { translator } from '../../platform/i18n';

interface Recipient {
  email: string;
  firstName: string;
  language: Language;
  region: Region;
}

type Kind = 'verify' | 'reset' | 'changeEmail';

function compose(kind: Kind, to: Recipient, link: string): OutgoingMail {
  const t = translator(to.language);
  const lines = [
    t('mail:greeting', { name: to.firstName }),
    '',
    t(`mail:${kind}.body`),
    link,
    '',
    t('mail:ignore'),
    '',
    t('mail:signature'),
  ];
  return {
    to: to.email,
    subject: t(`mail:${kind}.subject`),
    text: lines.join('\n'),
    html: `<p>${escapeHtml(lines[0])}</p><p>${escapeHtml(lines[2])}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(lines[5])}</p><p>${escapeHtml(lines[7])}</p>`,
  };
}

/** The link carries where the visitor was going (a path of this site, checked by the route). */
export function verificationMail(publicUrl: string, to: Recipient, token: string, next?: string) {
  const query = next ? `?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}` : '';
  return compose(
    'verify',
    to,
    `${publicUrl}${pathFor('emailVerification', to.region, { token })}${query}`,
  );
}

export function resetMail(publicUrl: string, to: Recipient, token: string) {
  return compose('reset', to, `${publicUrl}${pathFor('newPassword', to.region, { token })}`);
}

export function changeEmailMail(publicUrl: string, to: Recipient, token: string) {
  return compose(
    'changeEmail',
    to,
    `${publicUrl}${pathFor('emailVerification', to.region, { token })}`,
  );
}
