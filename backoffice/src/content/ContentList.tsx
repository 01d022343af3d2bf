import { Box, Typography } from '@mui/material';
import {
  FunctionField,
  SelectField,
  TextField,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { LANGUAGES } from '../../../common/i18n';
import { AdminCreateButton } from '../components/ListActions';
import { LocaleDateField } from '../components/LocaleDateField';
import { StaffList, joinLine } from '../components/StaffList';
import { WordChip } from '../components/WordChip';
import { choiceFilter, searchFilter } from '../components/filters';
import { useIsAdmin } from '../permissions';
import {
  REGION_CHOICES,
  SECTION_CHOICES,
  hasField,
  specOf,
  type ContentItem,
  type ContentKindSpec,
} from './types';

const PREFIX = 'backoffice.content';

const filtersOf = (spec: ContentKindSpec) => (isPhone: boolean) => [
  searchFilter(),
  choiceFilter({
    source: 'region',
    choices: REGION_CHOICES,
    any: `${PREFIX}.anyValue`,
    alwaysOn: !isPhone,
  }),
  ...(hasField(spec, 'section')
    ? [
        choiceFilter({
          source: 'section',
          choices: SECTION_CHOICES,
          any: `${PREFIX}.anyValue`,
          alwaysOn: !isPhone,
        }),
      ]
    : []),
];

/** The languages published, as chips in es, en, br order; a dash when none is. */
const PublishedChips = ({ item }: { item: ContentItem }) => {
  const published = LANGUAGES.filter((language) => item.published.includes(language));
  if (published.length === 0) return <span>—</span>;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {published.map((language) => (
        <WordChip
          key={language}
          word={`backoffice.content.languageCodes.${language}`}
          color="success"
          variant="outlined"
        />
      ))}
    </Box>
  );
};

/** What a list with nothing in it says, and for admins the way to write the first one. */
const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4, width: '100%' }} data-testid="content-empty">
      <Typography variant="h6" component="p" color="text.secondary" gutterBottom>
        {translate(`${PREFIX}.empty`)}
      </Typography>
      <AdminCreateButton variant="contained" />
    </Box>
  );
};

/**
 * The items of the resource's kind (pages, FAQ, posts, team, partners): the Spanish title, slug,
 * region, languages published and last change. Admins open one to edit it; support open it to read it.
 */
export const ContentList = () => {
  const resource = useResourceContext();
  const spec = specOf(resource);
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  return (
    <StaffList<ContentItem>
      filters={filtersOf(spec)}
      sort={spec.defaultSort}
      sortable={[...spec.sortable]}
      toolbar={<AdminCreateButton />}
      open={isAdmin ? 'edit' : 'show'}
      empty={<Empty />}
      phone={{
        primaryText: (item) => item.title,
        secondaryText: (item) => joinLine(item.slug, translate(`${PREFIX}.regions.${item.region}`)),
        tertiaryText: (item) => <PublishedChips item={item} />,
        sx: { '& .RaSimpleList-tertiary': { opacity: 1 } },
      }}
    >
      <TextField source="title" label={`${PREFIX}.fields.title`} sortable={false} />
      <TextField source="slug" label={`${PREFIX}.fields.slug`} />
      <SelectField source="region" label={`${PREFIX}.fields.region`} choices={REGION_CHOICES} />
      {hasField(spec, 'section') ? (
        <SelectField
          source="section"
          label={`${PREFIX}.fields.section`}
          choices={SECTION_CHOICES}
        />
      ) : null}
      {hasField(spec, 'position') ? (
        <TextField source="position" label={`${PREFIX}.fields.position`} textAlign="right" />
      ) : null}
      <FunctionField<ContentItem>
        source="published"
        label={`${PREFIX}.fields.published`}
        sortable={false}
        render={(item) => <PublishedChips item={item} />}
      />
      <LocaleDateField source="updatedAt" label={`${PREFIX}.fields.updatedAt`} showTime />
    </StaffList>
  );
};
