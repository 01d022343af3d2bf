import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { Alert, Box } from '@mui/material';
import { Button, SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Language } from '../../../common/i18n';
import { MarkdownInput } from './MarkdownInput';
import { STATUS_CHOICES, emptyTranslation, type ContentKindSpec } from './types';

const PREFIX = 'backoffice.content';
const titleRequired = required();

/** Tags as one comma-separated line; the array round-trips exactly while typing. */
const formatTags = (value: unknown) => (Array.isArray(value) ? value.join(',') : '');
const parseTags = (value: string) => (value === '' ? [] : value.split(','));

/** The inputs of one language's words: status, title, summary, tags (posts), body. */
const TranslationInputs = ({ language, spec }: { language: Language; spec: ContentKindSpec }) => {
  const base = `translations.${language}`;
  return (
    <>
      <SelectInput
        source={`${base}.status`}
        label={`${PREFIX}.fields.status`}
        choices={STATUS_CHOICES}
        validate={titleRequired}
        sx={{ minWidth: 200 }}
      />
      <TextInput
        source={`${base}.title`}
        label={spec.kind === 'team' ? `${PREFIX}.fields.name` : `${PREFIX}.fields.title`}
        validate={titleRequired}
        autoComplete="off"
        fullWidth
      />
      <TextInput
        source={`${base}.summary`}
        label={spec.kind === 'team' ? `${PREFIX}.fields.role` : `${PREFIX}.fields.summary`}
        autoComplete="off"
        multiline
        fullWidth
      />
      {spec.tags ? (
        <TextInput
          source={`${base}.tags`}
          label={`${PREFIX}.fields.tags`}
          helperText={`${PREFIX}.help.tags`}
          format={formatTags}
          parse={parseTags}
          autoComplete="off"
          fullWidth
        />
      ) : null}
      <MarkdownInput source={`${base}.body`} label={`${PREFIX}.fields.body`} />
    </>
  );
};

/**
 * One language's tab. es is always there (it is what readers get where a translation is
 * missing); en and br may be left out (null), and are added or removed with a button.
 */
export const TranslationPanel = ({
  language,
  spec,
}: {
  language: Language;
  spec: ContentKindSpec;
}) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const value = useWatch({ name: `translations.${language}` }) as unknown;
  const optional = language !== 'es';
  const present = value !== null && value !== undefined;
  const languageName = translate(`backoffice.languages.${language}`);

  const set = (next: unknown) =>
    setValue(`translations.${language}`, next, { shouldDirty: true, shouldValidate: false });

  if (optional && !present) {
    return (
      <Box data-testid={`translation-${language}`}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${PREFIX}.translation.missing`, { language: languageName })}
        </Alert>
        <Button
          label={`${PREFIX}.translation.add`}
          variant="outlined"
          onClick={() => set(emptyTranslation())}
        >
          <AddIcon />
        </Button>
      </Box>
    );
  }

  return (
    <Box data-testid={`translation-${language}`} sx={{ width: '100%' }}>
      {optional ? (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Alert severity="info" sx={{ mb: 2, flex: 1 }}>
            {translate(`${PREFIX}.translation.fallbackNote`, { language: languageName })}
          </Alert>
          <Button
            label={`${PREFIX}.translation.remove`}
            color="error"
            onClick={() => set(null)}
            sx={{ ml: 2, mb: 2 }}
          >
            <RemoveCircleOutlineIcon />
          </Button>
        </Box>
      ) : null}
      <TranslationInputs language={language} spec={spec} />
    </Box>
  );
};
