/**
 * A worker thread of the server's page renderer (`server/platform/page-render.ts`): pages are
 * rendered here, so that rendering never holds up the process's own answers (the API a page
 * asks for, other visitors' first bytes). Built with the server entry into `dist-server`.
 */
import { setPriority } from 'node:os';
import workerpool from 'workerpool';
import { render, type RenderInput, type RenderOutput } from './entry-server';

export type RenderedPage = Pick<RenderOutput, 'status' | 'headHtml' | 'rootHtml'>;

/** Only what the page's answer needs crosses back to the main thread. */
async function renderPage(input: RenderInput): Promise<RenderedPage> {
  const { status, headHtml, rootHtml } = await render(input);
  return { status, headHtml, rootHtml };
}

// Below the main thread (on Linux a thread's niceness is its own): the answers a page asks for
// and other visitors' first bytes never wait behind a render.
try {
  setPriority(10);
} catch {
  // Not permitted here: the thread keeps the process's priority.
}

workerpool.worker({ render: renderPage });
