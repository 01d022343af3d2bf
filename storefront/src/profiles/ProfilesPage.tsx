import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COUNTRY_BY_REGION } from '../../../common/regions';
import { usePageTitle } from '../app/use-page-title';
import { categoryName, useCategories } from '../categories/use-categories';
import { useLanguage } from '../i18n/use-language';
import { useT } from '../i18n/use-t';
import { NativeSelect } from '../forms/NativeSelect';
import type { SelectOption } from '../forms/NativeSelect';
import { visuallyHidden } from '../layout/visually-hidden';
import { useRegion } from '../routing/use-region';
import { useDivisions } from '../settings/use-addresses';
import { FILTER_NAMES, skillName, useProfileSearch, useSkills } from './catalogue-api';
import type { ProfileFilters } from './catalogue-api';
import { NoProfiles, ProfileResults } from './ProfileResults';

const RATINGS = ['4.5', '4', '3'];

/** A filter chosen from a list, by the search parameter it sets. */
interface FilterSelect {
  name: 'category' | 'skill' | 'department' | 'minRating';
  label: string;
  empty: string;
  options: SelectOption[];
}

/** The filters as the address holds them: the address is the search, so it can be shared. */
export function filtersOf(params: URLSearchParams): ProfileFilters {
  const filters: ProfileFilters = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/** `perfiles`: the search results, with every filter in the address. */
export default function ProfilesPage() {
  const t = useT();
  const region = useRegion();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const [text, setText] = useState(filters.q ?? '');
  useEffect(() => setText(filters.q ?? ''), [filters.q]);
  const results = useProfileSearch(filters);
  const categories = useCategories();
  const skills = useSkills();
  const divisions = useDivisions(COUNTRY_BY_REGION[region]);
  usePageTitle(filters.q ? t('profiles.titleFor', { q: filters.q }) : t('profiles.title'), {
    description: t('profiles.metaDescription'),
    // Each search is its own page of results.
    canonicalSearch: true,
  });

  const categoryId = categories.data?.find((c) => c.slug === filters.category)?.id;
  const skillOptions = (skills.data ?? []).filter(
    (skill) => categoryId === undefined || skill.categoryId === categoryId,
  );
  const places = (divisions.data ?? []).map(({ name }) => ({ value: name, label: name }));
  // A place the list does not have (an old link) still shows as chosen.
  const place = filters.department;
  if (place && divisions.data && !places.some((option) => option.value === place)) {
    places.push({ value: place, label: place });
  }
  const filterSelects: FilterSelect[] = [
    {
      name: 'category',
      label: t('profiles.category'),
      empty: t('profiles.any'),
      options: (categories.data ?? []).map((c) => ({
        value: c.slug,
        label: categoryName(c, language),
      })),
    },
    {
      name: 'skill',
      label: t('profiles.skill'),
      empty: t('profiles.any'),
      options: skillOptions.map((skill) => ({
        value: skill.slug,
        label: skillName(skill, language),
      })),
    },
    {
      name: 'department',
      label: t(region === 'br' ? 'profiles.state' : 'profiles.department'),
      empty: t('profiles.anyPlace'),
      options: places,
    },
    {
      name: 'minRating',
      label: t('profiles.minRating'),
      empty: t('profiles.anyRating'),
      options: RATINGS.map((rating) => ({
        value: rating,
        label: t('profiles.ratingAtLeast', { rating }),
      })),
    },
  ];

  /** A new entry in the history for every change, so Back returns to the previous search. */
  const update = (changes: Partial<ProfileFilters>) => {
    const next = { ...filters, ...changes };
    if (changes.category !== undefined && changes.category !== filters.category) {
      delete next.skill;
    }
    const search = new URLSearchParams();
    for (const name of FILTER_NAMES) if (next[name]) search.set(name, next[name]!);
    setParams(search);
  };
  const hasFilters = Object.keys(filters).length > 0;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" id="profiles-title" sx={{ mb: 1 }}>
        {filters.q ? t('profiles.titleFor', { q: filters.q }) : t('profiles.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('profiles.intro')}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label={t('profiles.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: text.trim() || undefined });
        }}
        sx={{
          display: 'grid',
          gap: 2,
          mb: 3,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: '2fr 1fr 1fr 1fr 1fr',
          },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'flex', gap: 1, gridColumn: { sm: '1 / -1', md: 'auto' } }}>
          <TextField
            value={text}
            onChange={(event) => setText(event.target.value)}
            label={t('search.field')}
            type="search"
            size="small"
            fullWidth
            slotProps={{ htmlInput: { 'data-testid': 'filter-q', enterKeyHint: 'search' } }}
          />
          <Button
            type="submit"
            variant="contained"
            aria-label={t('search.submit')}
            sx={{ minWidth: 0, px: 1.5 }}
          >
            <SearchIcon aria-hidden />
          </Button>
        </Box>
        {filterSelects.map(({ name, ...select }) => (
          <NativeSelect
            key={name}
            size="small"
            value={filters[name] ?? ''}
            onChange={(event) => update({ [name]: event.target.value || undefined })}
            testId={`filter-${name === 'minRating' ? 'rating' : name}`}
            {...select}
          />
        ))}
      </Box>
      {hasFilters && (
        <Button size="small" onClick={() => setParams(new URLSearchParams())} sx={{ mb: 2 }}>
          {t('profiles.clear')}
        </Button>
      )}
      {/* The cards' names are h3: their section has its heading, for readers only. */}
      <Typography variant="h2" sx={visuallyHidden}>
        {t('profiles.resultsLabel')}
      </Typography>
      <ProfileResults
        results={results}
        label={t('profiles.resultsLabel')}
        empty={
          <NoProfiles
            text={t('profiles.empty')}
            to="categories"
            link={t('profiles.browseCategories')}
          />
        }
      />
    </Container>
  );
}
