import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import { useId, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { ApiError } from '../api/api-client';
import { usePageTitle } from '../app/use-page-title';
import { generalErrorText } from '../forms/server-errors';
import { useLanguage } from '../i18n/use-language';
import { LANGUAGE_TAGS } from '../../../common/i18n';
import { useT } from '../i18n/use-t';
import { NotFoundPage } from '../routing/pages';
import { RouteLink } from '../routing/RouteLink';
import { nextSearch } from '../session/after-sign-in';
import { useSession } from '../session/session';
import {
  useAddFavorite,
  useFavorites,
  useProfile,
  useProfileMedia,
  useProfilePosts,
  useRemoveFavorite,
} from './catalogue-api';
import type { MediaItem, ProfileDetail } from './catalogue-api';
import { ProfileReviews, ProfileServices } from '../jobs/ProfileJobSections';
import { CompletenessPanel } from './CompletenessPanel';
import { PostAttachmentView } from './PostAttachment';
import { PremiumBadge, ProfileAvatar, RatingSummary, fullName } from './ProfileCard';
import { LoadMoreButton } from '../layout/LoadMoreButton';

function useDate() {
  const { language } = useLanguage();
  return (iso: string) =>
    new Date(iso).toLocaleDateString(LANGUAGE_TAGS[language], { dateStyle: 'medium' });
}

/** Favorite and chat: a visitor is sent to sign-in; chat is not built yet. */
function ProfileActions({ profile }: { profile: ProfileDetail }) {
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
        <Button
          component={RouteLink}
          to="signIn"
          search={next}
          variant="contained"
          startIcon={<FavoriteBorderIcon aria-hidden />}
        >
          {t('profile.addFavorite')}
        </Button>
        <Button
          component={RouteLink}
          to="signIn"
          search={next}
          variant="outlined"
          startIcon={<ChatOutlinedIcon aria-hidden />}
        >
          {t('profile.chat')}
        </Button>
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
        <Tooltip title={t('profile.chatSoon')}>
          {/* A disabled button gets no pointer events; the wrapper carries the tooltip. */}
          <span tabIndex={0} aria-label={`${t('profile.chat')}: ${t('profile.chatSoon')}`}>
            <Button
              variant="outlined"
              disabled
              startIcon={<ChatOutlinedIcon aria-hidden />}
              data-testid="chat-button"
            >
              {t('profile.chat')}
            </Button>
          </span>
        </Tooltip>
      </Box>
      {message && (
        <Typography role="status" variant="body2" sx={{ mt: 1 }} data-testid="favorite-message">
          {message}
        </Typography>
      )}
    </Box>
  );
}

function Gallery({ username, name }: { username: string; name: string }) {
  const t = useT();
  const media = useProfileMedia(username);
  const [open, setOpen] = useState<MediaItem | null>(null);
  const titleId = useId();
  if (media.isPending) return <Skeleton variant="rounded" height={120} />;
  if (media.isError) return <Alert severity="error">{generalErrorText(media.error, t)}</Alert>;
  if (media.data.length === 0) {
    return <Typography color="text.secondary">{t('profile.noMedia')}</Typography>;
  }
  return (
    <>
      <Box
        component="ul"
        aria-label={t('profile.galleryLabel', { name })}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: 'repeat(3, minmax(0, 1fr))',
            sm: 'repeat(4, minmax(0, 1fr))',
            md: 'repeat(6, minmax(0, 1fr))',
          },
        }}
      >
        {media.data.map((item, index) => (
          <li key={item.id}>
            <Box
              component="button"
              type="button"
              onClick={() => setOpen(item)}
              aria-label={t(item.kind === 'video' ? 'profile.openVideo' : 'profile.openImage', {
                n: index + 1,
              })}
              sx={{
                p: 0,
                border: 0,
                borderRadius: 2,
                overflow: 'hidden',
                cursor: 'pointer',
                width: '100%',
                aspectRatio: '1',
                position: 'relative',
                bgcolor: 'action.hover',
                display: 'block',
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
              }}
            >
              {item.thumbUrl ? (
                <Box
                  component="img"
                  src={item.thumbUrl}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              ) : null}
              {item.kind === 'video' && (
                <PlayCircleOutlineIcon
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    m: 'auto',
                    fontSize: 40,
                    color: 'common.white',
                    filter: 'drop-shadow(0 0 4px rgba(0,0,0,.6))',
                  }}
                />
              )}
            </Box>
          </li>
        ))}
      </Box>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        maxWidth="lg"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{t('profile.galleryOf', { name })}</DialogTitle>
        <DialogContent>
          {open?.kind === 'video' ? (
            <Box
              component="video"
              controls
              autoPlay
              src={open.url}
              sx={{ maxWidth: '100%', maxHeight: '75vh', display: 'block' }}
            />
          ) : open ? (
            <Box
              component="img"
              src={open.url}
              alt={t('profile.galleryImageAlt', { name })}
              sx={{ maxWidth: '100%', maxHeight: '75vh', display: 'block' }}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)} autoFocus>
            {t('profile.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function Posts({ username }: { username: string }) {
  const t = useT();
  const date = useDate();
  const posts = useProfilePosts(username);
  if (posts.isPending) return <Skeleton variant="rounded" height={100} />;
  if (posts.isError) return <Alert severity="error">{generalErrorText(posts.error, t)}</Alert>;
  const items = posts.data.pages.flatMap((page) => page.data);
  if (items.length === 0)
    return <Typography color="text.secondary">{t('profile.noPosts')}</Typography>;
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {items.map((post) => (
          <li key={post.id}>
            <Card variant="outlined" component="article" data-testid="post">
              <CardContent>
                <Typography variant="h3" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
                  {post.title}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                  <time dateTime={post.createdAt}>{date(post.createdAt)}</time>
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {post.content}
                </Typography>
                {post.attachment && (
                  <Box sx={{ mt: 1.5 }}>
                    <PostAttachmentView attachment={post.attachment} title={post.title} />
                  </Box>
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </Box>
      <LoadMoreButton pages={posts} label={t('profile.loadOlder')} />
    </>
  );
}

const sectionTitleSx = { fontSize: { xs: '1.25rem', md: '1.4rem' }, mb: 1.5 } as const;

/** `perfil/{username}`: the public profile; its owner also sees how complete it is. */
export default function ProfilePage() {
  const t = useT();
  const username = useParams().query ?? '';
  const { user } = useSession();
  const profile = useProfile(username);
  const name = profile.data ? fullName(profile.data) : '';
  usePageTitle(name || t('profile.title'));

  if (profile.error instanceof ApiError && profile.error.status === 404) return <NotFoundPage />;
  if (profile.isPending) {
    return (
      <Container maxWidth="lg" sx={{ py: 3 }} aria-busy="true" aria-label={t('profile.loading')}>
        <Skeleton variant="rounded" height={180} sx={{ mb: 2 }} />
        <Skeleton variant="circular" width={96} height={96} sx={{ mb: 2 }} />
        <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} />
        <Skeleton variant="text" width="60%" />
      </Container>
    );
  }
  if (profile.isError) {
    return (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
              {t('profiles.retry')}
            </Button>
          }
        >
          {generalErrorText(profile.error, t)}
        </Alert>
      </Container>
    );
  }
  const data = profile.data;
  const owner = user?.id === data.id;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }} data-testid="profile-page">
      {owner && data.completeness && <CompletenessPanel completeness={data.completeness} />}
      <Box
        role="img"
        aria-label={t('profile.bannerAlt', { name })}
        sx={(theme) => ({
          height: { xs: 120, sm: 200 },
          borderRadius: 3,
          backgroundColor: 'action.hover',
          backgroundImage: data.bannerImg
            ? `url("${data.bannerImg}")`
            : `linear-gradient(135deg, ${theme.palette.primary.main}55, ${theme.palette.secondary.main}55)`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        })}
      />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'flex-end' },
          gap: 2,
          mt: { xs: -5, sm: -6 },
          px: { xs: 1, sm: 3 },
          mb: 3,
        }}
      >
        <Box sx={{ borderRadius: '50%', border: 4, borderColor: 'background.default' }}>
          <ProfileAvatar profile={data} size={112} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 0.5 }}>
            {data.isPremium && <PremiumBadge />}
            {data.department && (
              <Typography
                color="text.secondary"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
              >
                <PlaceOutlinedIcon fontSize="small" aria-hidden />
                {data.department}
              </Typography>
            )}
            {data.company && (
              <Typography
                color="text.secondary"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
              >
                <BusinessOutlinedIcon fontSize="small" aria-hidden />
                {data.company}
              </Typography>
            )}
            <RatingSummary avg={data.ratingAvg} count={data.ratingCount} />
          </Box>
        </Box>
        {!owner && <ProfileActions profile={data} />}
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <Box sx={{ display: 'grid', gap: 4, alignContent: 'start' }}>
          <Box component="section" aria-labelledby="profile-about">
            <Typography variant="h2" id="profile-about" sx={sectionTitleSx}>
              {t('profile.about')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {data.description || t('profile.noDescription')}
            </Typography>
          </Box>
          <ProfileServices proskerId={data.id} owner={owner} />
          <ProfileReviews proskerId={data.id} />
          <Box component="section" aria-labelledby="profile-gallery">
            <Typography variant="h2" id="profile-gallery" sx={sectionTitleSx}>
              {t('profile.gallery')}
            </Typography>
            <Gallery username={username} name={name} />
          </Box>
          <Box component="section" aria-labelledby="profile-posts">
            <Typography variant="h2" id="profile-posts" sx={sectionTitleSx}>
              {t('profile.posts')}
            </Typography>
            <Posts username={username} />
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <Box component="section" aria-labelledby="profile-categories">
            <Typography variant="h2" id="profile-categories" sx={sectionTitleSx}>
              {t('profile.categories')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {data.categories.map((category) => (
                <Chip
                  key={category.slug}
                  label={category.name}
                  color="primary"
                  component={RouteLink}
                  to="category"
                  params={{ name: category.slug }}
                  clickable
                />
              ))}
            </Box>
          </Box>
          <Box component="section" aria-labelledby="profile-skills">
            <Typography variant="h2" id="profile-skills" sx={sectionTitleSx}>
              {t('profile.skills')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {data.skills.map((skill) => (
                <Chip key={skill.slug} label={skill.name} variant="outlined" />
              ))}
            </Box>
          </Box>
        </Box>
      </Box>
    </Container>
  );
}
