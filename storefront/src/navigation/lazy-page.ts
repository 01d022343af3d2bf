import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { importWithTimeout } from '../chunks/import-with-timeout';
import { loadLaterTexts } from '../i18n/i18n';

/**
 * `load`'s component with the texts the home page never shows (form messages, the office's
 * pages) loaded beside it: what every page and part beyond the first texts needs (`lazyPage`,
 * `lazyPart`).
 */
export function loadWithLaterTexts<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  return Promise.all([load(), loadLaterTexts()]).then(([component]) => component);
}

/** A lazily loaded page that can start loading before it renders. */
export type LazyPage<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => void;
};

/**
 * React.lazy for a page module whose default export is the page component. The page comes with
 * the later texts (forms' messages, the office's pages), unless it is `plain`: a public page
 * that shows the first texts only. `preload` starts the same loading early (the page the
 * browser arrives on, before the app's first render).
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { plain = false }: { plain?: boolean } = {},
): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= importWithTimeout(
      plain
        ? load
        : () =>
            loadWithLaterTexts(() => load().then((page) => page.default)).then((page) => ({
              default: page,
            })),
    ));
  return Object.assign(
    lazy(() => start()),
    {
      // A failure shows when the page renders (the route's error page), not here.
      preload: () => void start().catch(() => undefined),
    },
  );
}
