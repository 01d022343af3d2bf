import DeleteOutlineIcon from 'plain-icon:DeleteOutline';
import { useState } from 'react';
import { usePageTitle } from '../seo/use-page-title';
import { useT } from '../i18n/use-t';
import { useFavorites, useRemoveFavorite } from '../profiles/catalogue-api';
import type { ProfileCard } from '../profiles/catalogue-api';
import { fullName } from '../profiles/ProfileCard';
import { NoProfiles, ProfileResults } from '../profiles/ProfileResults';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { Button, ConfirmDialog, Container, Text } from '../ui';
import styles from './FavoritesPage.module.css';

function RemoveDialog({ profile, onClose }: { profile: ProfileCard; onClose: () => void }) {
  const t = useT();
  const remove = useRemoveFavorite();
  const name = fullName(profile);
  return (
    <ConfirmDialog
      destructive
      cancelLabel={t('forms.cancel')}
      title={t('favorites.removeTitle', { name })}
      text={t('favorites.removeText')}
      confirmLabel={t('favorites.removeConfirm')}
      busy={remove.isPending}
      alert={<FormErrorAlert error={remove.error} />}
      onConfirm={() => {
        remove.mutate(profile.id, { onSuccess: onClose });
      }}
      onCancel={onClose}
    />
  );
}

/** `mis-favoritos`: the signed-in user's favorite proskers. */
export default function FavoritesPage() {
  const t = useT();
  usePageTitle(t('favorites.title'));
  const favorites = useFavorites();
  const [removing, setRemoving] = useState<ProfileCard | null>(null);
  return (
    <Container padded="page" data-testid="favorites-page">
      <Text variant="h1" className={styles.title}>
        {t('favorites.title')}
      </Text>
      <Text tone="secondary" className={styles.intro}>
        {t('favorites.intro')}
      </Text>
      <ProfileResults
        results={favorites}
        label={t('favorites.listLabel')}
        skeletons={3}
        empty={
          <NoProfiles
            text={t('favorites.empty')}
            to="profiles"
            link={t('favorites.browse')}
            testId="favorites-empty"
          />
        }
        actions={(profile) => (
          <Button
            size="small"
            tone="error"
            startIcon={<DeleteOutlineIcon fontSize="inherit" aria-hidden />}
            onClick={() => setRemoving(profile)}
            aria-label={t('favorites.removeLabel', { name: fullName(profile) })}
          >
            {t('favorites.remove')}
          </Button>
        )}
      />
      {removing && <RemoveDialog profile={removing} onClose={() => setRemoving(null)} />}
    </Container>
  );
}
