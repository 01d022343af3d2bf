import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useState } from 'react';
import { usePageTitle } from '../app/use-page-title';
import { useT } from '../i18n/use-t';
import { useFavorites, useRemoveFavorite } from '../profiles/catalogue-api';
import type { ProfileCard } from '../profiles/catalogue-api';
import { fullName } from '../profiles/ProfileCard';
import { NoProfiles, ProfileResults } from '../profiles/ProfileResults';
import { ConfirmDialog } from '../ui';
import { FormErrorAlert } from '../forms/FormErrorAlert';

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
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="favorites-page">
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('favorites.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('favorites.intro')}
      </Typography>
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
            color="error"
            startIcon={<DeleteOutlineIcon aria-hidden />}
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
