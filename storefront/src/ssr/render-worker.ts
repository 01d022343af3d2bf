/**
 * A worker thread of the server's page renderer (`server/platform/page-render.ts`): pages are
 * rendered here, so that rendering never holds up the process's own answers (other visitors'
 * first bytes, the API). The page's answers come from the main thread, which runs the API's
 * handlers in-process, through a message port given with each page: never over HTTP. Built
 * with the server entry into `dist-server`.
 */
import type { MessagePort } from 'node:worker_threads';
import { setPriority } from 'node:os';
import workerpool from 'workerpool';
import type { Language } from '../../../common/i18n';
import { render, type RenderInput, type RenderOutput } from './entry-server';

export type RenderedPage = Pick<
  RenderOutput,
  'status' | 'redirect' | 'headHtml' | 'rootHtml' | 'unloaded'
>;

/** A GET the page asks the API for, sent to the main thread. */
export interface ApiRead {
  id: number;
  path: string;
  language: Language;
}

/** The API's answer to an `ApiRead`: its status and its JSON body, as the API would send them. */
export interface ApiAnswer {
  id: number;
  status: number;
  body: string;
}

/** What the worker tells the main thread while it renders (`workerpool.workerEmit`). */
export interface RenderEvent {
  loaded: { status: number; redirect?: string };
}

/** Asks the main thread for API answers over `port`, one message each way per read. */
function portTransport(port: MessagePort) {
  let next = 0;
  const waiting = new Map<number, (answer: ApiAnswer) => void>();
  port.on('message', (answer: ApiAnswer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  return (path: string, language: Language): Promise<Response> =>
    new Promise((resolve) => {
      const id = (next += 1);
      waiting.set(id, ({ status, body }) =>
        resolve(
          new Response(status === 204 ? null : body, {
            status,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      );
      port.postMessage({ id, path, language } satisfies ApiRead);
    });
}

/** Only what the page's answer needs crosses back to the main thread. */
async function renderPage(input: RenderInput, port: MessagePort): Promise<RenderedPage> {
  try {
    const { status, redirect, headHtml, rootHtml, unloaded } = await render(input, {
      transport: portTransport(port),
      onLoaded: (loaded) => workerpool.workerEmit({ loaded } satisfies RenderEvent),
    });
    return { status, redirect, headHtml, rootHtml, unloaded };
  } finally {
    port.close();
  }
}

// Below the main thread (on Linux a thread's niceness is its own): the answers a page asks for
// and other visitors' first bytes never wait behind a render.
try {
  setPriority(10);
} catch {
  // Not permitted here: the thread keeps the process's priority.
}

workerpool.worker({ render: renderPage });
