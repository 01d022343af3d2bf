import { styled } from '@mui/material/styles';
import { Picture } from './Picture';

export * from './Picture';

/** `Picture` taking `sx`, its `width` and `height` still attributes (`Box` reads them as styles). */
export const ResponsiveImage = styled(Picture)({});
