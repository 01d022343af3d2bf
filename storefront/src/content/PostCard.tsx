import type { ComponentProps } from 'react';
import { imageSources, Picture, type ImageLoading } from '../media/Picture';
import { RouteLink } from '../navigation/RouteLink';
import type { BlogPostSummary } from './content-api';
import { useFormat } from '../i18n/format';
import { useContentT } from '../i18n/content-text';
import styles from './PostCard.module.css';
import { Card, CardContent, CardLink, Text } from '../ui';

/** A post's cover: 1200 × 630, the proportions of a shared link's picture. */
export const COVER_RATIO = 1200 / 630;

/** The content pages' card grid: one column on a phone, two on a tablet, three on a desktop. */
export function CardGrid(props: ComponentProps<'div'>) {
  return <div {...props} className={styles.grid} />;
}

/** A card's width in the grid (a container `lg` wide, 24px between cards). */
const CARD_SIZES =
  '(min-width: 1200px) 368px, (min-width: 900px) calc((100vw - 96px) / 3), (min-width: 600px) calc((100vw - 72px) / 2), calc(100vw - 32px)';

/**
 * A post in a list: cover (its space kept while it loads), title, excerpt, date, reading time.
 * `loading` is the cover's: a card of the first row of a page is seen at once (`eager`).
 */
export function PostCard({
  post,
  headingLevel = 'h2',
  loading = 'lazy',
}: {
  post: BlogPostSummary;
  headingLevel?: 'h2' | 'h3';
  loading?: ImageLoading;
}) {
  const cover = imageSources(post.image, 'content', COVER_RATIO);
  const t = useContentT();
  const { date: longDate } = useFormat();
  const Heading = headingLevel;
  return (
    <Card as="article" data-testid="post-card">
      <CardLink render={<RouteLink to="blogPost" params={{ slug: post.slug }} />}>
        <div className={styles.cover}>
          {cover && (
            <Picture
              className={styles.coverImage}
              sources={cover}
              sizes={CARD_SIZES}
              alt=""
              width={1200}
              height={630}
              loading={loading}
            />
          )}
        </div>
        <CardContent>
          <Text variant="caption" as="p" tone="secondary">
            <time dateTime={post.publishedAt}>{longDate(post.publishedAt)}</time> ·{' '}
            {t('blog.readingTime', { count: post.readingMinutes })}
          </Text>
          <Text variant="h6" as={Heading} className={styles.title}>
            {post.title}
          </Text>
          <Text variant="body2" tone="secondary">
            {post.summary}
          </Text>
        </CardContent>
      </CardLink>
    </Card>
  );
}
