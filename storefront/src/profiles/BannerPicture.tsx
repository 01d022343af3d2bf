import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { imageSources } from '../media/image-sources';
import { ResponsiveImage, type ImageLoading } from '../media/ResponsiveImage';

/**
 * A prosker's banner in its frame (`frameSx`: height, corners, the colour while it loads): the
 * stored picture at the size it is shown (`sizes` picks among the stored sizes), or, without
 * one, the product's two colours at `tint` opacity (two hex digits) in the same frame.
 */
export function BannerPicture({
  url,
  label,
  sizes,
  loading,
  testId,
  frameSx,
  tint,
}: {
  url: string | null | undefined;
  /** The picture's text alternative, or what the empty frame says. */
  label: { picture: string; none: string };
  sizes: string;
  loading: ImageLoading;
  testId: string;
  frameSx: Record<string, unknown>;
  tint: string;
}) {
  const sources = imageSources(url, 'banner', 4);
  if (sources) {
    return (
      <ResponsiveImage
        sources={sources}
        alt={label.picture}
        width={1600}
        height={400}
        sizes={sizes}
        loading={loading}
        testId={testId}
        sx={{ ...frameSx, width: '100%', objectFit: 'cover', display: 'block' } as SxProps<Theme>}
      />
    );
  }
  return (
    <Box
      role="img"
      aria-label={label.none}
      data-testid={testId}
      sx={(theme) => ({
        ...frameSx,
        backgroundImage: `linear-gradient(135deg, ${theme.palette.primary.main}${tint}, ${theme.palette.secondary.main}${tint})`,
      })}
    />
  );
}
