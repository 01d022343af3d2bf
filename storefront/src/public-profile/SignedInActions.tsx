import FavoriteIcon from 'plain-icon:Favorite';
import FavoriteBorderIcon from 'plain-icon:FavoriteBorder';
import { useState } from 'react';
import { ApiError } from '../api/api-client';
import { StartChatButton } from '../conversations/StartChatButton';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { useAddFavorite, useFavorites, useRemoveFavorite } from '../profiles/catalogue-api';
import type { ProfileDetail } from '../profiles/catalogue-api';
import { Button, Text } from '../ui';
import styles from './ProfilePage.module.css';

/**
 * A signed-in user's actions on a profile: keep it as a favorite (or stop), and chat. Loaded
 * for them alone (`ProfileActions`).
 */
export function SignedInActions({ profile }: { profile: ProfileDetail }) {
  const t = useT();
  const favorites = useFavorites(true);
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const [override, setOverride] = useState<boolean | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const listed =
    favorites.data?.pages.some((page) => page.data.some((card) => card.id === profile.id)) ?? false;
  const isFavorite = override ?? listed;
  const busy = add.isPending || remove.isPending || favorites.isPending;

  const toggle = async () => {
    setMessage(null);
    try {
      if (isFavorite) {
        await remove.mutateAsync(profile.id);
        setOverride(false);
        setMessage(t('profile.favoriteRemoved'));
      } else {
        await add.mutateAsync(profile.id);
        setOverride(true);
        setMessage(t('profile.favoriteAdded'));
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === 'FAVORITE_EXISTS') setOverride(true);
      setMessage(generalErrorText(error, t));
    }
  };

  return (
    <div>
      <div className={styles.actions}>
        <Button
          variant={isFavorite ? 'outlined' : 'contained'}
          startIcon={
            isFavorite ? (
              <FavoriteIcon fontSize="inherit" aria-hidden />
            ) : (
              <FavoriteBorderIcon fontSize="inherit" aria-hidden />
            )
          }
          onClick={() => void toggle()}
          loading={add.isPending || remove.isPending}
          disabled={busy}
          data-testid="favorite-button"
        >
          {isFavorite ? t('profile.removeFavorite') : t('profile.addFavorite')}
        </Button>
        <StartChatButton to={{ proskerId: profile.id }} label={t('profile.chat')} />
      </div>
      {message && (
        <Text
          role="status"
          variant="body2"
          className={styles.favoriteMessage}
          data-testid="favorite-message"
        >
          {message}
        </Text>
      )}
    </div>
  );
}
