import type { ReactNode } from 'react';
import { CardList } from '../layout/grids';
import type { Post } from './catalogue-api';
import { PostAttachmentView } from './PostAttachment';
import styles from './PostCard.module.css';
import { Card, CardContent, Text } from '../ui';

/**
 * A post as a card: its title as a heading of `level` (under the page's own headings), `meta`
 * (e.g. the date) under it, the text, its photo, video and file, and `actions` at the foot. Plain
 * elements.
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
  const Title = level;
  return (
    <Card as="article" data-testid={testId}>
      <CardContent>
        <Title className={`${styles.title} ${styles[level]}`}>{post.title}</Title>
        {meta && <div className={styles.meta}>{meta}</div>}
        <Text className={styles.text}>{post.content}</Text>
        {post.attachments.map((attachment) => (
          <div key={attachment.kind} className={styles.attachment}>
            <PostAttachmentView attachment={attachment} title={post.title} />
          </div>
        ))}
      </CardContent>
      {actions && <div className={styles.actions}>{actions}</div>}
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
