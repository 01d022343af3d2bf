import SearchIcon from 'plain-icon:Search';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COUNTRY_BY_REGION, type Region } from '../../../common/regions';
import { entryOfSlug, type Slugged } from '../../../common/slugs';
import { usePageTitle } from '../seo/use-page-title';
import { categoryName, useCategories } from '../categories/use-categories';
import { useLanguage } from '../i18n/use-language';
import { useT } from '../i18n/use-t';
import { HydrationSection } from '../layout/hydration-section';
import surfaces from '../layout/surfaces.module.css';
import { visuallyHidden } from '../layout/visually-hidden';
import { useRegion } from '../navigation/use-region';
import { useDivisions } from '../settings/use-addresses';
import { Field, Select } from '../ui';
import type { SelectOption } from '../ui';
import { FILTER_NAMES, skillName, useProfileSearch, useSkills } from '../profiles/catalogue-api';
import type { ProfileFilters } from '../profiles/catalogue-api';
import { NoProfiles, ProfileResults } from '../profiles/ProfileResults';
import styles from './ProfilesPage.module.css';
import { Button, Text } from '../ui';

const RATINGS = ['4.5', '4', '3'];

/** A filter chosen from a list, by the search parameter it sets. */
interface FilterSelect {
  name: 'category' | 'skill' | 'department' | 'minRating';
  label: string;
  empty: string;
  options: SelectOption[];
}

/** The category or skill of a list that a slug of any region names (ADR 0028). */
function named<T extends Slugged>(list: T[] | undefined, slug: string | undefined, region: Region) {
  return slug && list ? entryOfSlug(list, (entry) => entry.slugs, slug, region) : undefined;
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

/** `perfiles`: the search results, with every filter in the address (plain parts only). */
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

  // An old link may name a category or skill by another region's slug: shown as the region's.
  const chosenCategory = named(categories.data, filters.category, region);
  const chosenSkill = named(skills.data, filters.skill, region);
  const chosen: ProfileFilters = {
    ...filters,
    category: chosenCategory?.slug,
    skill: chosenSkill?.slug,
  };
  const categoryId = chosenCategory?.id;
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
    <div className={surfaces.page}>
      <Text variant="h1" className={styles.title} id="profiles-title">
        {filters.q ? t('profiles.titleFor', { q: filters.q }) : t('profiles.title')}
      </Text>
      <Text tone="secondary" className={styles.intro}>
        {t('profiles.intro')}
      </Text>
      <HydrationSection>
        <form
          role="search"
          aria-label={t('profiles.filters')}
          className={styles.filters}
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: text.trim() || undefined });
          }}
        >
          <div className={styles.text}>
            <Field
              value={text}
              onChange={(event) => setText(event.target.value)}
              label={t('search.field')}
              type="search"
              size="small"
              testId="filter-q"
              enterKeyHint="search"
              maxLength={100}
            />
            <Button
              type="submit"
              variant="contained"
              className={styles.submit}
              aria-label={t('search.submit')}
            >
              <SearchIcon aria-hidden />
            </Button>
          </div>
          {filterSelects.map(({ name, ...select }) => (
            <Select
              key={name}
              size="small"
              value={chosen[name] ?? ''}
              onChange={(event) => update({ [name]: event.target.value || undefined })}
              testId={`filter-${name === 'minRating' ? 'rating' : name}`}
              {...select}
            />
          ))}
        </form>
      </HydrationSection>
      {hasFilters && (
        <div>
          <Button
            size="small"
            className={styles.clear}
            onClick={() => setParams(new URLSearchParams())}
          >
            {t('profiles.clear')}
          </Button>
        </div>
      )}
      {/* The cards' names are h3: their section has its heading, for readers only. */}
      <h2 style={visuallyHidden}>{t('profiles.resultsLabel')}</h2>
      <ProfileResults
        results={results}
        label={t('profiles.resultsLabel')}
        empty={
          <NoProfiles
            text={t('profiles.empty')}
            to="categories"
            link={t('profiles.browseCategories')}
            suggestion={results.data?.pages[0]?.suggestion}
          />
        }
      />
    </div>
  );
}
