import Alert from '@mui/material/Alert';
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
import { RouteLink } from '../routing/RouteLink';
import { useRegion } from '../routing/use-region';
import { nativeSelect } from '../settings/SettingsLayout';
import { useDivisions } from '../settings/use-addresses';
import { FILTER_NAMES, skillName, useProfileSearch, useSkills } from './catalogue-api';
import type { ProfileFilters } from './catalogue-api';
import { ProfileResults } from './ProfileResults';

const RATINGS = ['4.5', '4', '3'];

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
  usePageTitle(filters.q ? t('profiles.titleFor', { q: filters.q }) : t('profiles.title'));

  const categoryId = categories.data?.find((c) => c.slug === filters.category)?.id;
  const skillOptions = (skills.data ?? []).filter(
    (skill) => categoryId === undefined || skill.categoryId === categoryId,
  );

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
        <TextField
          select
          size="small"
          label={t('profiles.category')}
          value={filters.category ?? ''}
          onChange={(event) => update({ category: event.target.value || undefined })}
          slotProps={{ ...nativeSelect, htmlInput: { 'data-testid': 'filter-category' } }}
        >
          <option value="">{t('profiles.any')}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.slug} value={category.slug}>
              {categoryName(category, language)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('profiles.skill')}
          value={filters.skill ?? ''}
          onChange={(event) => update({ skill: event.target.value || undefined })}
          slotProps={{ ...nativeSelect, htmlInput: { 'data-testid': 'filter-skill' } }}
        >
          <option value="">{t('profiles.any')}</option>
          {skillOptions.map((skill) => (
            <option key={skill.slug} value={skill.slug}>
              {skillName(skill, language)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t(region === 'br' ? 'profiles.state' : 'profiles.department')}
          value={filters.department ?? ''}
          onChange={(event) => update({ department: event.target.value || undefined })}
          slotProps={{ ...nativeSelect, htmlInput: { 'data-testid': 'filter-department' } }}
        >
          <option value="">{t('profiles.anyPlace')}</option>
          {(divisions.data ?? []).map((division) => (
            <option key={division.code} value={division.name}>
              {division.name}
            </option>
          ))}
          {filters.department &&
            divisions.data &&
            !divisions.data.some((d) => d.name === filters.department) && (
              <option value={filters.department}>{filters.department}</option>
            )}
        </TextField>
        <TextField
          select
          size="small"
          label={t('profiles.minRating')}
          value={filters.minRating ?? ''}
          onChange={(event) => update({ minRating: event.target.value || undefined })}
          slotProps={{ ...nativeSelect, htmlInput: { 'data-testid': 'filter-rating' } }}
        >
          <option value="">{t('profiles.anyRating')}</option>
          {RATINGS.map((value) => (
            <option key={value} value={value}>
              {t('profiles.ratingAtLeast', { rating: value })}
            </option>
          ))}
        </TextField>
      </Box>
      {hasFilters && (
        <Button size="small" onClick={() => setParams(new URLSearchParams())} sx={{ mb: 2 }}>
          {t('profiles.clear')}
        </Button>
      )}
      <ProfileResults
        results={results}
        label={t('profiles.resultsLabel')}
        empty={
          <Alert severity="info" data-testid="profiles-empty">
            {t('profiles.empty')}{' '}
            <RouteLink to="categories">{t('profiles.browseCategories')}</RouteLink>
          </Alert>
        }
      />
    </Container>
  );
}
