import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../common/constants';

/**
 * A page's code could not be fetched: the network dropped, or a new release removed the old
 * chunk files. The route error page tells these apart from bugs, because reloading fixes them.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/**
 * Races a dynamic import against the spec's chunk load timeout. A browser can leave a stalled
 * request pending for a very long time; after the timeout the visitor gets the retry message
 * instead of an endless spinner.
 */
export function importWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Page code did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('Page code could not be loaded', { cause }));
      },
    );
  });
}

/**
 * `load`'s component with the texts the home page never shows (form messages, the office's
 * pages) loaded beside it: what every page and part beyond the first texts needs (`lazyPage`,
 * `lazyPart`).
 */
export function loadWithLaterTexts<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  return Promise.all([
    load(),
    // The i18n module is in the shell (loaded already); imported here to keep the two apart.
    import('../i18n/i18n').then((m) => m.loadLaterTexts()),
  ]).then(([component]) => component);
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
