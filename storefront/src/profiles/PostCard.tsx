import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CardList } from '../layout/grids';
import type { Post } from './catalogue-api';
import { PostAttachmentView } from './PostAttachment';

/**
 * A post as a card: its title as a heading of `level` (under the page's own headings), `meta`
 * (e.g. the date) under it, the text, the attachment, and `actions` at the foot.
 */
export function PostCard({
  post,
  level,
  meta,
  actions,
  testId,
}: {
  post: Post;
  level: 'h3' | 'h4';
  meta?: ReactNode;
  actions?: ReactNode;
  testId: string;
}) {
  return (
    <Card variant="outlined" component="article" data-testid={testId}>
      <CardContent>
        <Typography
          variant={level}
          sx={{ fontSize: level === 'h3' ? '1.1rem' : '1.05rem', overflowWrap: 'anywhere' }}
        >
          {post.title}
        </Typography>
        {meta}
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: meta ? 0 : 1 }}>
          {post.content}
        </Typography>
        {post.attachment && (
          <Box sx={{ mt: 1.5 }}>
            <PostAttachmentView attachment={post.attachment} title={post.title} />
          </Box>
        )}
      </CardContent>
      {actions && <CardActions sx={{ px: 2, pb: 2 }}>{actions}</CardActions>}
    </Card>
  );
}

/** Posts one under the other (`<ul>`), each card made by `children`. */
export function PostList({
  posts,
  children,
}: {
  posts: Post[];
  children: (post: Post) => ReactNode;
}) {
  return (
    <CardList columns={{ xs: 1 }}>
      {posts.map((post) => (
        <li key={post.id}>{children(post)}</li>
      ))}
    </CardList>
  );
}
