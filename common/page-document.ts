/**
 * The built storefront page (`index.html`) cut where a server-rendered page puts its parts:
 * its head tags (in place of the template's `<title>`) end the head, its markup and state fill
 * `#root`. The server sends `start` (the scripts and styles to fetch) as soon as it knows the
 * page exists, while the page is still rendering.
 */
export const ROOT_ELEMENT = '<div id="root"></div>';

export interface PageDocument {
  /** The head without its `<title>`, up to `</head>`, with the page's language on `<html>`. */
  start: string;
  /** The template's own `<title>` element (a page rendered in the browser keeps it). */
  title: string;
  /** From `</head>` to `#root`. */
  middle: string;
  /** From after `#root` to the end. */
  end: string;
}

const TITLE = /<title>[^<]*<\/title>/;

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
  return {
    // A function, so that a `$` in the attributes is never read as a replacement pattern.
    start: head.replace(/<html lang="[^"]*"/, () => `<html ${htmlAttributes}`),
    title: title[0],
    middle: beforeRoot.slice(headEnd),
    end,
  };
}
