import { styled } from '@mui/material/styles';
import { Picture } from './Picture';

export {
  ImageAvatar,
  Picture,
  imageSources,
  sizesOf,
  squareAttachmentSources,
  type ImageFrame,
  type ImageLoading,
  type ImageSources,
} from './Picture';

/** `Picture` taking `sx`, its `width` and `height` still attributes (`Box` reads them as styles). */
export const ResponsiveImage = styled(Picture)({});
