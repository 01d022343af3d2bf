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
