import { Suspense, lazy, useState } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { importWithTimeout } from '../chunks/import-with-timeout';
import { loadWithLaterTexts } from './lazy-page';

/**
 * React.lazy for a part of the layout that no page shows before the visitor asks for it (a
 * menu, a panel, a dialog, a message) or that only a signed-in user has: its code is fetched
 * the first time it renders, with the page chunks' timeout. `load` picks the component out of
 * its module, so a module may hold several parts. The part comes with the later texts (forms'
 * messages, the office's pages), which the shell does not hold.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    importWithTimeout(() => loadWithLaterTexts(load)).then((component) => ({ default: component })),
  );
}

/**
 * True from the first time `open` is: a lazily loaded overlay is rendered only once it is
 * first opened (neither the server's page nor the first render in the browser hold it), then
 * stays mounted so that it closes with its transition and gives the focus back.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** A lazily loaded part, nothing in its place while its code arrives. */
export function LazyPart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * A part whose code is fetched the first time it renders, inside a Suspense of its own (nothing
 * in its place meanwhile), without the later texts: a part shown only in a rare state (a failed
 * load, an empty list, a next page to load), which a page that never reaches the state never
 * downloads and a server-rendered page that does has in its markup; or a behaviour that draws
 * nothing (the scroll manager), which starts once the first render is done.
 */
export function rarePart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Part = lazy(() => importWithTimeout(load).then((component) => ({ default: component })));
  return function RarePart(props: P) {
    return (
      <LazyPart>
        <Part {...props} />
      </LazyPart>
    );
  };
}
