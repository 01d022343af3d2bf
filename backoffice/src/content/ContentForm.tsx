import { useState, type ReactNode } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Tab, Tabs } from '@mui/material';
import {
  DateInput,
  DateTimeInput,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { LANGUAGES } from '../../../common/i18n';
import { ConfirmButton } from '../components/ConfirmButton';
import { errorMessageOf } from '../http-client';
import { useIsAdmin } from '../permissions';
import { VersionHistory } from './VersionHistory';
import { TranslationPanel } from './TranslationPanel';
import {
  REGION_CHOICES,
  SECTION_CHOICES,
  hasField,
  isLegal,
  specOf,
  type ContentItem,
  type ContentKindSpec,
} from './types';

const PREFIX = 'backoffice.content';
const requiredValue = required();

/**
 * Deletes the item after a confirmation, admins only; never offered for a legal page, which
 * the server keeps (CONTENT_LEGAL_KEPT): a new version replaces it.
 */
export const ContentDeleteButton = () => {
  const record = useRecordContext<ContentItem>();
  const resource = useResourceContext();
  const isAdmin = useIsAdmin();
  const notify = useNotify();
  const redirect = useRedirect();
  const [deleteOne, { isPending }] = useDelete<ContentItem>();
  const spec = specOf(resource);
  if (!record || !resource || !isAdmin || isLegal(spec, record.slug)) return null;
  const texts = { name: record.title || record.slug };
  return (
    <ConfirmButton
      label="ra.action.delete"
      icon={DeleteIcon}
      color="error"
      messages={{
        title: `${PREFIX}.delete.title`,
        content: `${PREFIX}.delete.content`,
        confirm: 'ra.action.delete',
      }}
      texts={texts}
      confirmColor="warning"
      isPending={isPending}
      onConfirm={(close) =>
        deleteOne(
          resource,
          { id: record.id, previousData: record },
          {
            onSuccess: () => {
              notify(`${PREFIX}.delete.done`, { messageArgs: texts });
              redirect('list', resource);
            },
            onError: (error) => notify(errorMessageOf(error), { type: 'error' }),
            onSettled: close,
          },
        )
      }
    />
  );
};

const ContentToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <ContentDeleteButton />
  </Toolbar>
);

/** The item's own fields that apply to its kind; version and date for legal pages only. */
const CommonInputs = ({ spec }: { spec: ContentKindSpec }) => {
  const slug = useWatch({ name: 'slug' }) as string | undefined;
  const legal = isLegal(spec, slug);
  const uses = (field: Parameters<typeof hasField>[1]) => hasField(spec, field);
  const row = { display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' } as const;
  return (
    <>
      <Box sx={row}>
        <TextInput
          source="slug"
          label={`${PREFIX}.fields.slug`}
          validate={requiredValue}
          helperText={`${PREFIX}.help.slug`}
          autoComplete="off"
          sx={{ minWidth: 260 }}
        />
        <SelectInput
          source="region"
          label={`${PREFIX}.fields.region`}
          choices={REGION_CHOICES}
          validate={requiredValue}
          sx={{ minWidth: 180 }}
        />
        {uses('section') ? (
          <SelectInput
            source="section"
            label={`${PREFIX}.fields.section`}
            choices={SECTION_CHOICES}
            validate={requiredValue}
            sx={{ minWidth: 180 }}
          />
        ) : null}
        {uses('position') ? (
          <NumberInput
            source="position"
            label={`${PREFIX}.fields.position`}
            min={0}
            step={1}
            helperText={`${PREFIX}.help.position`}
            sx={{ width: 160 }}
          />
        ) : null}
      </Box>
      {uses('author') || uses('publishedAt') ? (
        <Box sx={row}>
          {uses('author') ? (
            <TextInput
              source="author"
              label={`${PREFIX}.fields.author`}
              autoComplete="off"
              sx={{ minWidth: 260 }}
            />
          ) : null}
          {uses('publishedAt') ? (
            <DateTimeInput
              source="publishedAt"
              label={`${PREFIX}.fields.publishedAt`}
              helperText={`${PREFIX}.help.publishedAt`}
            />
          ) : null}
        </Box>
      ) : null}
      {uses('image') ? (
        <TextInput
          source="image"
          label={
            spec.kind === 'partner'
              ? `${PREFIX}.fields.logo`
              : spec.kind === 'team'
                ? `${PREFIX}.fields.photo`
                : `${PREFIX}.fields.cover`
          }
          helperText={`${PREFIX}.help.image`}
          autoComplete="off"
          fullWidth
        />
      ) : null}
      {uses('link') ? (
        <TextInput
          source="link"
          label={`${PREFIX}.fields.link`}
          autoComplete="off"
          type="url"
          fullWidth
        />
      ) : null}
      {legal ? (
        <Box sx={row}>
          <TextInput
            source="version"
            label={`${PREFIX}.fields.version`}
            validate={requiredValue}
            helperText={`${PREFIX}.help.version`}
            autoComplete="off"
            sx={{ minWidth: 160 }}
          />
          <DateInput
            source="effectiveOn"
            label={`${PREFIX}.fields.effectiveOn`}
            validate={requiredValue}
          />
        </Box>
      ) : null}
    </>
  );
};

/** A tab's panel, kept mounted while hidden so that its inputs keep their values and rules. */
const Panel = ({ shown, children }: { shown: boolean; children: ReactNode }) => (
  <Box role="tabpanel" hidden={!shown} sx={{ width: '100%', pt: 2 }}>
    {children}
  </Box>
);

/** The language tabs, and the history of a saved legal page. */
const LanguageTabs = ({ spec, withHistory }: { spec: ContentKindSpec; withHistory: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext<ContentItem>();
  const slug = useWatch({ name: 'slug' }) as string | undefined;
  const [tab, setTab] = useState<string>('es');
  // A tab whose inputs the save refused is marked, since its inputs may be out of view.
  const { errors } = useFormState({ name: 'translations' });
  const failed = (language: string) =>
    Boolean((errors.translations as Record<string, unknown> | undefined)?.[language]);
  const history = withHistory && record !== undefined && isLegal(spec, slug);
  const current = tab === 'history' && !history ? 'es' : tab;
  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity="info" sx={{ my: 1 }}>
        {translate(`${PREFIX}.translation.note`)}
      </Alert>
      <Tabs
        value={current}
        onChange={(_event, value: string) => setTab(value)}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {LANGUAGES.map((language) => (
          <Tab
            key={language}
            value={language}
            label={translate(`backoffice.languages.${language}`)}
            sx={failed(language) ? { color: 'error.main' } : undefined}
          />
        ))}
        {history ? <Tab value="history" label={translate(`${PREFIX}.history.tab`)} /> : null}
      </Tabs>
      {LANGUAGES.map((language) => (
        <Panel key={language} shown={current === language}>
          <TranslationPanel language={language} spec={spec} />
        </Panel>
      ))}
      {history && current === 'history' ? (
        <Panel shown>
          <VersionHistory itemId={record.id} />
        </Panel>
      ) : null}
    </Box>
  );
};

/** The whole form of an item: its fields, then its words per language. */
export const ContentForm = ({ withHistory }: { withHistory: boolean }) => {
  const resource = useResourceContext();
  const spec = specOf(resource);
  return (
    <SimpleForm toolbar={<ContentToolbar />} sx={{ maxWidth: 1400 }}>
      <CommonInputs spec={spec} />
      <LanguageTabs spec={spec} withHistory={withHistory} />
    </SimpleForm>
  );
};
