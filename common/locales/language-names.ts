/** Each language of the back office named as its speakers write it: the same in every catalogue. */
export const BACKOFFICE_LANGUAGE_NAMES = {
  es: 'Español',
  en: 'English',
  br: 'Português (Brasil)',
};
