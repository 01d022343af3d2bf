import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/use-t';
import type { Post } from '../../profiles/catalogue-api';
import { PostAttachmentView } from '../../profiles/PostAttachment';

/** The prosker's own posts, each with its attachment and a delete button. */
export function OwnPostList({
  items,
  onDelete,
}: {
  items: Post[];
  onDelete: (post: Post) => void;
}) {
  const t = useT();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {items.map((post) => (
        <li key={post.id}>
          <Card variant="outlined" data-testid="own-post">
            <CardContent>
              <Typography variant="h4" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
                {post.title}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 1 }}>
                {post.content}
              </Typography>
              {post.attachment && (
                <Box sx={{ mt: 1.5 }}>
                  <PostAttachmentView attachment={post.attachment} title={post.title} />
                </Box>
              )}
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
              <Button
                size="small"
                color="error"
                onClick={() => onDelete(post)}
                aria-label={t('posts.deleteLabel', { title: post.title })}
              >
                {t('posts.delete')}
              </Button>
            </CardActions>
          </Card>
        </li>
      ))}
    </Box>
  );
}
