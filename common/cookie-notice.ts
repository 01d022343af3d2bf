/**
 * The one cookie Prosk sets: that this browser's visitor has read the notice about what the
 * browser keeps. First-party, `SameSite=Lax`, kept a year, no personal data (only the word
 * below). The server reads it so that a page it renders is the page the browser will show:
 * without the notice once it is read (docs/adr/0019-server-rendering-and-first-load.md).
 */
export const COOKIE_NOTICE_COOKIE = 'prosk-cookie-notice';
/** The cookie's only value. */
export const COOKIE_NOTICE_READ = 'read';
export const COOKIE_NOTICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
