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
import { NotFoundPage } from '../not-found';
import { useSignedInUser } from '../session/session';
import { Alert, Button, Chip, Skeleton, Text } from '../ui';
import CheckIcon from 'plain-icon:Check';
import { SettingsLayout } from './SettingsLayout';
import styles from './CatalogueSettingsPage.module.css';

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
      icon={selected ? <CheckIcon fontSize="inherit" /> : undefined}
      pressed={selected}
      onClick={onClick}
      disabled={disabled && !selected}
    >
      {label}
    </Chip>
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
      <Text tone="secondary" className={styles.intro}>
        {t('catalogueSettings.intro')}
      </Text>
      {saved && <FormAlert severity="success">{t(`catalogueSettings.saved.${saved}`)}</FormAlert>}
      {failed && (
        <Alert severity="error" className={styles.alert}>
          {generalErrorText(failed, t)}
        </Alert>
      )}
      {loading && !failed && <Skeleton variant="rounded" height={160} />}
      {!loading && categoryIds && skillIds && categories.data && skills.data && (
        <>
          <section aria-labelledby="catalogue-categories" className={styles.section}>
            <Text variant="h3" id="catalogue-categories" className={styles.heading}>
              {t('catalogueSettings.categories')}
            </Text>
            <Text variant="body2" tone="secondary" className={styles.help}>
              {t('catalogueSettings.categoriesHelp', { max: MAX_CATEGORIES })}
            </Text>
            <div
              role="group"
              aria-labelledby="catalogue-categories"
              className={`${styles.chips} ${styles.categoryChips}`}
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
            </div>
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
            >
              {t('catalogueSettings.saveCategories')}
            </Button>
          </section>

          <section aria-labelledby="catalogue-skills">
            <Text variant="h3" id="catalogue-skills" className={styles.heading}>
              {t('catalogueSettings.skills')}
            </Text>
            <Text variant="body2" tone="secondary" className={styles.help}>
              {t('catalogueSettings.skillsHelp', { max: MAX_SKILLS })}
            </Text>
            {chosenCategories.length === 0 && (
              <Alert severity="info" className={styles.alert}>
                {t('catalogueSettings.chooseCategoriesFirst')}
              </Alert>
            )}
            {chosenCategories.map((category) => {
              const options = skills.data.filter((skill) => skill.categoryId === category.id);
              if (options.length === 0) return null;
              const groupId = `skills-of-${category.slug}`;
              return (
                <div key={category.id} className={styles.skillGroup}>
                  <Text id={groupId} variant="subtitle2" as="h4" className={styles.groupName}>
                    {categoryName(category, language)}
                  </Text>
                  <div role="group" aria-labelledby={groupId} className={styles.chips}>
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
                  </div>
                </div>
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
            >
              {t('catalogueSettings.saveSkills')}
            </Button>
          </section>
        </>
      )}
    </SettingsLayout>
  );
}
