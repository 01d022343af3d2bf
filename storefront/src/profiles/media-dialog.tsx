import type { ComponentProps } from 'react';
import { LazyPart, lazyPart, useOpenedOnce } from '../navigation/lazy-part';

const Dialog = lazyPart(() => import('./MediaDialog').then((m) => m.MediaDialog));

/**
 * The media dialog of a plain page: its code (and MUI's) is fetched the first time it opens,
 * then it stays mounted so it closes with its transition and gives the focus back.
 */
export function LazyMediaDialog(props: ComponentProps<typeof Dialog>) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <LazyPart>
      <Dialog {...props} />
    </LazyPart>
  );
}
