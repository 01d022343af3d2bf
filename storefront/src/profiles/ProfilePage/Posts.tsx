import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LANGUAGE_TAGS } from '../../../../common/i18n';
import { generalErrorText } from '../../forms/server-errors';
import { useLanguage } from '../../i18n/use-language';
import { useT } from '../../i18n/use-t';
import { LoadMoreButton } from '../../layout/LoadMoreButton';
import { useProfilePosts } from '../catalogue-api';
import { PostAttachmentView } from '../PostAttachment';

function useDate() {
  const { language } = useLanguage();
  return (iso: string) =>
    new Date(iso).toLocaleDateString(LANGUAGE_TAGS[language], { dateStyle: 'medium' });
}

/** The profile's posts, newest first, with "load older". */
export function Posts({ username }: { username: string }) {
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
