import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';
import { LANGUAGE_TAGS, isLanguage } from '../../../common/i18n';

/** A date in the interface language's format rather than the browser's. */
export const LocaleDateField = (props: DateFieldProps) => {
  const [locale] = useLocaleState();
  return <DateField locales={isLanguage(locale) ? LANGUAGE_TAGS[locale] : undefined} {...props} />;
};
