/**
 * Debian's Chromium, as the end-to-end tests and the storefront benchmark start it. Without the
 * background-networking flags it keeps calling Google's hosts, which a closed network refuses.
 */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
