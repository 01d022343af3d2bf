import ArrowBackIcon from 'plain-icon:ArrowBack';
import { useParams } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { usePageTitle } from '../seo/use-page-title';
import surfaces from '../layout/surfaces.module.css';
import { imageSources, Picture } from '../media/Picture';
import { RouteLink } from '../navigation/RouteLink';
import { useRegion } from '../navigation/use-region';
import { blogPosting, breadcrumbs } from '../seo/structured-data';
import { usePost } from './content-api';
import { useFormat } from '../i18n/format';
import { useContentT } from '../i18n/content-text';
import { ContentBody } from './ContentBody';
import { ContentState, FallbackNote } from './ContentState';
import styles from './BlogPostPage.module.css';
import { COVER_RATIO } from './PostCard';
import { LinkButton, LinkChip, Text } from '../ui';

/** A blog post: title, author, date, reading time, cover, body and its tags (plain parts). */
export default function BlogPostPage() {
  const t = useContentT();
  const { date: longDate } = useFormat();
  const slug = useParams().slug ?? '';
  const query = usePost(slug);
  const post = query.data;
  const region = useRegion();
  const path = pathFor('blogPost', region, { slug });
  const cover = imageSources(post?.image, 'content', COVER_RATIO);
  usePageTitle(post?.title ?? t('blog.title'), {
    type: 'article',
    description: post?.summary,
    image: post?.image ?? undefined,
    structuredData: post
      ? [
          blogPosting({ ...post, path, publisher: t('blog.publisher') }),
          breadcrumbs([
            { name: t('blog.title'), path: pathFor('blog', region) },
            { name: post.title, path },
          ]),
        ]
      : [],
  });
  return (
    <div className={surfaces.readingPage} data-testid="blog-post-page">
      <LinkButton
        className={styles.back}
        render={<RouteLink to="blog" />}
        startIcon={<ArrowBackIcon fontSize="inherit" aria-hidden />}
        directionalIcon
      >
        {t('blog.back')}
      </LinkButton>
      <ContentState query={query}>
        {post && (
          <article>
            <Text variant="h1" className={styles.title}>
              {post.title}
            </Text>
            <Text variant="body2" tone="secondary" data-testid="post-meta">
              {post.author && `${t('blog.by', { author: post.author })} · `}
              <time dateTime={post.publishedAt}>{longDate(post.publishedAt)}</time> ·{' '}
              {t('blog.readingTime', { count: post.readingMinutes })}
            </Text>
            <FallbackNote show={post.fallback} />
            {cover && (
              <Picture
                sources={cover}
                alt=""
                width={1200}
                height={630}
                sizes="(min-width: 900px) 852px, calc(100vw - 32px)"
                // The page's largest picture.
                loading="priority"
                testId="post-cover"
                className={styles.cover}
              />
            )}
            <ContentBody html={post.html} testId="post-body" />
            {post.tags.length > 0 && (
              <div className={`${surfaces.chipRow} ${styles.tags}`}>
                {post.tags.map((tag) => (
                  <LinkChip
                    key={tag}
                    render={<RouteLink to="blog" search={`?tag=${encodeURIComponent(tag)}`} />}
                  >
                    {tag}
                  </LinkChip>
                ))}
              </div>
            )}
          </article>
        )}
      </ContentState>
    </div>
  );
}
