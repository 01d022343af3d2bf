import { createContext, useContext, useSyncExternalStore } from 'react';
import {
  COOKIE_NOTICE_COOKIE,
  COOKIE_NOTICE_MAX_AGE_SECONDS,
  COOKIE_NOTICE_READ,
} from '../../../common/cookie-notice';
import { STORAGE_KEYS, forgetPreference, readPreference } from '../preferences/storage';

/**
 * Whether the visitor has read the cookie notice, kept in a cookie (`common/cookie-notice.ts`)
 * so that the server knows it too. A server-rendered page says what it was rendered with; while
 * the browser takes the page over it answers the same, then what the cookie says (they differ
 * only the one time an older choice moves from local storage into the cookie).
 */
const RenderedWithNoticeRead = createContext(false);
export const NoticeReadOnServerProvider = RenderedWithNoticeRead.Provider;

const COOKIE = `${COOKIE_NOTICE_COOKIE}=${COOKIE_NOTICE_READ}`;
let read: boolean | undefined;
const listeners = new Set<() => void>();

function hasCookie(): boolean {
  try {
    return document.cookie.split('; ').includes(COOKIE);
  } catch {
    // A document that may not use cookies (a sandboxed frame).
    return false;
  }
}

/** Keeps the choice a year; a browser that refuses cookies still keeps it for this visit. */
function writeCookie(): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${COOKIE}; Max-Age=${COOKIE_NOTICE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  } catch {
    // Nothing kept: the notice shows again next visit.
  }
}

function noticeRead(): boolean {
  if (read === undefined) {
    read = hasCookie();
    // The choice used to be kept in local storage: read once, moved into the cookie.
    if (!read && readPreference(STORAGE_KEYS.cookieNotice) === COOKIE_NOTICE_READ) {
      read = true;
      writeCookie();
      if (hasCookie()) forgetPreference(STORAGE_KEYS.cookieNotice);
    }
  }
  return read;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function useNoticeRead(): boolean {
  const onServer = useContext(RenderedWithNoticeRead);
  return useSyncExternalStore(subscribe, noticeRead, () => onServer);
}

export function markNoticeRead(): void {
  read = true;
  writeCookie();
  for (const listener of listeners) listener();
}
