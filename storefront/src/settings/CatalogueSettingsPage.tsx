import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiSend } from '../api/api-client';
import { categoryName, useCategories } from '../categories/use-categories';
import { FormAlert } from '../forms/FormAlert';
import { generalErrorText } from '../forms/server-errors';
import { useLanguage } from '../i18n/use-language';
import { useT } from '../i18n/use-t';
import {
  skillName,
  useInvalidateProfile,
  useMyProfile,
  useSkills,
} from '../profiles/catalogue-api';
import { NotFoundPage } from '../routing/pages';
import { useSignedInUser } from '../session/session';
import { SettingsLayout } from './SettingsLayout';

const MAX_CATEGORIES = 10;
const MAX_SKILLS = 30;

function toggle(list: number[], id: number): number[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

function ChoiceChip({
  label,
  selected,
  disabled,
  onClick,
}: {
  label: string;
  selected: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Chip
      label={label}
      icon={selected ? <CheckIcon aria-hidden /> : undefined}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      onClick={onClick}
      disabled={disabled && !selected}
      aria-pressed={selected}
      role="button"
    />
  );
}

/** "Categorías y especialidades": what the prosker offers (`PUT /user/categories`, `/skills`). */
export default function CatalogueSettingsPage() {
  const t = useT();
  const user = useSignedInUser();
  const { language } = useLanguage();
  const categories = useCategories();
  const skills = useSkills();
  const mine = useMyProfile(user.username);
  const invalidate = useInvalidateProfile();
  const [categoryIds, setCategoryIds] = useState<number[] | null>(null);
  const [skillIds, setSkillIds] = useState<number[] | null>(null);
  const [saved, setSaved] = useState<'categories' | 'skills' | null>(null);

  // The profile says which are chosen (by slug); the lists give their ids.
  useEffect(() => {
    if (!mine.data || !categories.data || categoryIds !== null) return;
    const slugs = new Set(mine.data.categories.map((item) => item.slug));
    setCategoryIds(categories.data.filter((item) => slugs.has(item.slug)).map((item) => item.id));
  }, [mine.data, categories.data, categoryIds]);
  useEffect(() => {
    if (!mine.data || !skills.data || skillIds !== null) return;
    const slugs = new Set(mine.data.skills.map((item) => item.slug));
    setSkillIds(skills.data.filter((item) => slugs.has(item.slug)).map((item) => item.id));
  }, [mine.data, skills.data, skillIds]);

  const saveCategories = useMutation({
    mutationFn: (ids: number[]) =>
      apiSend('/user/categories', { method: 'PUT', body: { categoryIds: ids } }),
    onSuccess: () => setSaved('categories'),
    onSettled: () => invalidate(),
  });
  const saveSkills = useMutation({
    mutationFn: (ids: number[]) =>
      apiSend('/user/skills', { method: 'PUT', body: { skillIds: ids } }),
    onSuccess: () => setSaved('skills'),
    onSettled: () => invalidate(),
  });

  if (user.role !== 'prosker') return <NotFoundPage />;

  const loading = categories.isPending || skills.isPending || mine.isPending;
  const failed = categories.error ?? skills.error ?? mine.error;
  const chosenCategories = categories.data?.filter((c) => categoryIds?.includes(c.id)) ?? [];

  return (
    <SettingsLayout title={t('catalogueSettings.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('catalogueSettings.intro')}
      </Typography>
      {saved && <FormAlert severity="success">{t(`catalogueSettings.saved.${saved}`)}</FormAlert>}
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {generalErrorText(failed, t)}
        </Alert>
      )}
      {loading && !failed && <Skeleton variant="rounded" height={160} />}
      {!loading && categoryIds && skillIds && categories.data && skills.data && (
        <>
          <Box component="section" aria-labelledby="catalogue-categories" sx={{ mb: 4 }}>
            <Typography
              variant="h3"
              id="catalogue-categories"
              sx={{ fontSize: '1.15rem', mb: 0.5 }}
            >
              {t('catalogueSettings.categories')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('catalogueSettings.categoriesHelp', { max: MAX_CATEGORIES })}
            </Typography>
            <Box
              role="group"
              aria-labelledby="catalogue-categories"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
              data-testid="category-choices"
            >
              {categories.data.map((category) => (
                <ChoiceChip
                  key={category.id}
                  label={categoryName(category, language)}
                  selected={categoryIds.includes(category.id)}
                  disabled={categoryIds.length >= MAX_CATEGORIES}
                  onClick={() => {
                    setSaved(null);
                    setCategoryIds(toggle(categoryIds, category.id));
                  }}
                />
              ))}
            </Box>
            {saveCategories.isError && (
              <FormAlert>{generalErrorText(saveCategories.error, t)}</FormAlert>
            )}
            <Button
              variant="contained"
              onClick={() => {
                setSaved(null);
                saveCategories.mutate(categoryIds);
              }}
              loading={saveCategories.isPending}
              disabled={saveCategories.isPending}
            >
              {t('catalogueSettings.saveCategories')}
            </Button>
          </Box>

          <Box component="section" aria-labelledby="catalogue-skills">
            <Typography variant="h3" id="catalogue-skills" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
              {t('catalogueSettings.skills')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('catalogueSettings.skillsHelp', { max: MAX_SKILLS })}
            </Typography>
            {chosenCategories.length === 0 && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('catalogueSettings.chooseCategoriesFirst')}
              </Alert>
            )}
            {chosenCategories.map((category) => {
              const options = skills.data.filter((skill) => skill.categoryId === category.id);
              if (options.length === 0) return null;
              const groupId = `skills-of-${category.slug}`;
              return (
                <Box key={category.id} sx={{ mb: 2 }}>
                  <Typography id={groupId} variant="subtitle2" component="h4" sx={{ mb: 1 }}>
                    {categoryName(category, language)}
                  </Typography>
                  <Box
                    role="group"
                    aria-labelledby={groupId}
                    sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
                  >
                    {options.map((skill) => (
                      <ChoiceChip
                        key={skill.id}
                        label={skillName(skill, language)}
                        selected={skillIds.includes(skill.id)}
                        disabled={skillIds.length >= MAX_SKILLS}
                        onClick={() => {
                          setSaved(null);
                          setSkillIds(toggle(skillIds, skill.id));
                        }}
                      />
                    ))}
                  </Box>
                </Box>
              );
            })}
            {saveSkills.isError && <FormAlert>{generalErrorText(saveSkills.error, t)}</FormAlert>}
            <Button
              variant="contained"
              onClick={() => {
                setSaved(null);
                // Skills of categories no longer chosen are dropped.
                const allowed = new Set(chosenCategories.map((c) => c.id));
                saveSkills.mutate(
                  skills.data
                    .filter((skill) => skillIds.includes(skill.id) && allowed.has(skill.categoryId))
                    .map((skill) => skill.id),
                );
              }}
              loading={saveSkills.isPending}
              disabled={saveSkills.isPending}
            >
              {t('catalogueSettings.saveSkills')}
            </Button>
          </Box>
        </>
      )}
    </SettingsLayout>
  );
}
