import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError } from '../../api/api-client';
import { StartChatButton } from '../../chat/StartChatButton';
import { generalErrorText } from '../../forms/server-errors';
import { useT } from '../../i18n/use-t';
import { RouteLink } from '../../routing/RouteLink';
import { nextSearch } from '../../session/after-sign-in';
import { useSession } from '../../session/session';
import { useAddFavorite, useFavorites, useRemoveFavorite } from '../catalogue-api';
import type { ProfileDetail } from '../catalogue-api';

/** What a visitor who is not signed in is offered: each leads to sign-in, then back here. */
const SIGNED_OUT_ACTIONS = [
  { label: 'profile.addFavorite', Icon: FavoriteBorderIcon, variant: 'contained' },
  { label: 'profile.chat', Icon: ChatOutlinedIcon, variant: 'outlined' },
] as const;

/** Favorite and chat: a visitor is sent to sign-in first, then back here. */
export function ProfileActions({ profile }: { profile: ProfileDetail }) {
  const t = useT();
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const favorites = useFavorites(Boolean(user));
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const [override, setOverride] = useState<boolean | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  if (!user) {
    const next = nextSearch(`${pathname}${search}`);
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {SIGNED_OUT_ACTIONS.map(({ label, Icon, variant }) => (
          <Button
            key={label}
            component={RouteLink}
            to="signIn"
            search={next}
            variant={variant}
            startIcon={<Icon aria-hidden />}
          >
            {t(label)}
          </Button>
        ))}
      </Box>
    );
  }

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
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant={isFavorite ? 'outlined' : 'contained'}
          startIcon={isFavorite ? <FavoriteIcon aria-hidden /> : <FavoriteBorderIcon aria-hidden />}
          onClick={() => void toggle()}
          loading={add.isPending || remove.isPending}
          disabled={busy}
          data-testid="favorite-button"
        >
          {isFavorite ? t('profile.removeFavorite') : t('profile.addFavorite')}
        </Button>
        <StartChatButton to={{ proskerId: profile.id }} label={t('profile.chat')} />
      </Box>
      {message && (
        <Typography role="status" variant="body2" sx={{ mt: 1 }} data-testid="favorite-message">
          {message}
        </Typography>
      )}
    </Box>
  );
}
