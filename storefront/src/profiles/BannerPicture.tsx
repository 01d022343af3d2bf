import type { CSSProperties } from 'react';
import { imageSources } from '../media/image-sources';
import { Picture, type ImageLoading } from '../media/Picture';
import styles from './BannerPicture.module.css';

/**
 * A prosker's banner in its frame (`frameClassName`: height, corners, the colour while it
 * loads): the stored picture at the size it is shown (`sizes` picks among the stored sizes),
 * or, without one, the product's two colours at `tint` percent in the same frame. Plain
 * elements.
 */
export function BannerPicture({
  url,
  label,
  sizes,
  loading,
  testId,
  frameClassName,
  tint,
}: {
  url: string | null | undefined;
  /** The picture's text alternative, or what the empty frame says. */
  label: { picture: string; none: string };
  sizes: string;
  loading: ImageLoading;
  testId: string;
  frameClassName: string;
  tint: number;
}) {
  const sources = imageSources(url, 'banner', 4);
  if (sources) {
    return (
      <Picture
        sources={sources}
        alt={label.picture}
        width={1600}
        height={400}
        sizes={sizes}
        loading={loading}
        testId={testId}
        className={`${frameClassName} ${styles.picture}`}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={label.none}
      data-testid={testId}
      className={`${frameClassName} ${styles.none}`}
      style={{ '--tint': `${tint}%` } as CSSProperties}
    />
  );
}
