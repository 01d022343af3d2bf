import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';
import { dateTimeOptions, languageTag } from './dates';

/** A date in the interface language's format rather than the browser's, on its clock. */
export const LocaleDateField = ({ options, ...props }: DateFieldProps) => {
  const [locale] = useLocaleState();
  return (
    <DateField
      locales={languageTag(locale)}
      options={props.showTime ? dateTimeOptions(locale, options) : options}
      {...props}
    />
  );
};
