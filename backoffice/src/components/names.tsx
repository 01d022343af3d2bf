import { TextField, TextInput } from 'react-admin';
import { LANGUAGES } from '../../../common/i18n';
import { RequiredTextInput } from './inputs';

/** A record named in each interface language (categories, skills, reasons, plans). */
export interface NamedRecord {
  name_es: string;
  name_en: string;
  name_br: string;
}

/** The name in every language, each required. */
export const NameInputs = () => (
  <>
    {LANGUAGES.map((language) => (
      <RequiredTextInput key={language} source={`name_${language}`} />
    ))}
  </>
);

/** The words people search an entry by, in every language (comma-separated, optional). */
export const TermsInputs = () => (
  <>
    {LANGUAGES.map((language) => (
      <TextInput
        key={language}
        source={`terms_${language}`}
        multiline
        minRows={2}
        helperText="backoffice.catalogue.help.terms"
      />
    ))}
  </>
);

/**
 * The name columns of a table; the API sorts by the Spanish one only. An array rather than a
 * component: the table reads each column's props for its header.
 */
export const nameColumns = () =>
  LANGUAGES.map((language) => (
    <TextField
      key={language}
      source={`name_${language}`}
      sortable={language === 'es' ? undefined : false}
    />
  ));

/** A phone line's texts: the Spanish name over the other two. */
export const namePhoneLines = {
  primaryText: (record: NamedRecord) => record.name_es,
  secondaryText: (record: NamedRecord) => `${record.name_en} · ${record.name_br}`,
};
