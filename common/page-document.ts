/**
 * The built storefront page (`index.html`) cut where a server-rendered page puts its parts:
 * its head tags (in place of the template's `<title>`) end the head, its markup and state fill
 * `#root`. The server sends `start` as soon as it knows the page exists, while the page is
 * still rendering. The app's scripts (and their preloads) come after `#root`: the browser paints
 * the page's content before it fetches them, rather than sharing a slow connection with them
 * while the content has yet to arrive (the page works as links meanwhile).
 */
export const ROOT_ELEMENT = '<div id="root"></div>';

export interface PageDocument {
  /** The head without its `<title>`, up to `</head>`, with the page's language on `<html>`. */
  start: string;
  /** The template's own `<title>` element (a page rendered in the browser keeps it). */
  title: string;
  /** From `</head>` to `#root`. */
  middle: string;
  /** The app's scripts and their preloads, then the rest after `#root` to the end. */
  end: string;
}

const TITLE = /<title>[^<]*<\/title>/;
/** The module script and the preloads the build writes into the head, with their indent. */
const SCRIPTS = /\s*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

/**
 * Cuts the template; `htmlAttributes` replaces the `lang` attribute of `<html>` (the page's
 * language tag, and whatever else the page says there).
 */
export function pageDocument(template: string, htmlAttributes: string): PageDocument {
  const [beforeRoot, end] = template.split(ROOT_ELEMENT);
  const title = TITLE.exec(beforeRoot);
  const headEnd = beforeRoot.indexOf('</head>');
  if (end === undefined || !title || headEnd < title.index) {
    throw new Error(`The page template needs a <title> in its head and ${ROOT_ELEMENT}`);
  }
  const head =
    beforeRoot.slice(0, title.index) + beforeRoot.slice(title.index + title[0].length, headEnd);
  const scripts = head.match(SCRIPTS) ?? [];
  return {
    // A function, so that a `$` in the attributes is never read as a replacement pattern.
    start: head.replace(SCRIPTS, '').replace(/<html lang="[^"]*"/, () => `<html ${htmlAttributes}`),
    title: title[0],
    middle: beforeRoot.slice(headEnd),
    end: scripts.join('') + end,
  };
}
