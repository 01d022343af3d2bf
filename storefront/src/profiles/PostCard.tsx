import type { ReactNode } from 'react';
import { CardList } from '../layout/grids';
import surfaces from '../layout/surfaces.module.css';
import type { Post } from './catalogue-api';
import { PostAttachmentView } from './PostAttachment';
import styles from './PostCard.module.css';

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
    <article className={surfaces.card} data-testid={testId}>
      <div className={surfaces.cardContent}>
        <Title className={`${styles.title} ${styles[level]}`}>{post.title}</Title>
        {meta && <div className={styles.meta}>{meta}</div>}
        <p className={`${surfaces.userText} ${styles.text}`}>{post.content}</p>
        {post.attachments.map((attachment) => (
          <div key={attachment.kind} className={styles.attachment}>
            <PostAttachmentView attachment={attachment} title={post.title} />
          </div>
        ))}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
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
