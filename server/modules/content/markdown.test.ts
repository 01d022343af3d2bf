import { expect } from 'chai';
import { markdownText, renderMarkdown, routeLink } from './markdown';

describe('content Markdown (what readers get of what staff write)', () => {
  it('shows no script, handler, javascript: link, frame or style, whatever the body holds', () => {
    const body = [
      'Antes',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">pulsa</a>',
      '[también](javascript:alert(1))',
      '<iframe src="https://example.com"></iframe>',
      '<p style="color:red" onclick="alert(1)">rojo</p>',
      '<svg onload=alert(1)></svg>',
      'Después',
    ].join('\n\n');
    for (const region of ['uy', 'br'] as const) {
      const html = renderMarkdown(body, region);
      expect(html).to.not.match(/<script/i);
      expect(html).to.not.match(/onerror/i);
      expect(html).to.not.match(/onclick|onload/i);
      expect(html).to.not.match(/href="javascript:/i);
      expect(html).to.not.match(/<iframe/i);
      expect(html).to.not.match(/style=/i);
      expect(html).to.not.match(/<svg/i);
      // The words around stay.
      expect(html).to.include('<p>Antes</p>');
      expect(html).to.include('pulsa');
      expect(html).to.include('rojo');
      expect(html).to.include('<p>Después</p>');
    }
  });

  it('turns route: links into the path of the screen in the reader’s region', () => {
    const body =
      '[Preguntas](route:faq) y [buscar](route:profiles?q=plomeria) y [más](route:faq#pagos)';
    expect(renderMarkdown(body, 'uy')).to.include(
      '<a href="/preguntas-frecuentes" rel="noopener">Preguntas</a>',
    );
    expect(renderMarkdown(body, 'uy')).to.include(
      '<a href="/perfiles?q=plomeria" rel="noopener">buscar</a>',
    );
    expect(renderMarkdown(body, 'uy')).to.include(
      '<a href="/preguntas-frecuentes#pagos" rel="noopener">más</a>',
    );
    expect(renderMarkdown(body, 'br')).to.include(
      '<a href="/br/perguntas-frequentes" rel="noopener">Preguntas</a>',
    );
    expect(renderMarkdown(body, 'br')).to.include(
      '<a href="/br/perfis?q=plomeria" rel="noopener">buscar</a>',
    );
    expect(routeLink('route:faq', 'br')).to.equal('/br/perguntas-frequentes');
  });

  it('keeps the words of a link to an unknown screen, or one needing a parameter, without a link', () => {
    const html = renderMarkdown('Ver [la nada](route:nowhere) y [un post](route:blogPost).', 'uy');
    expect(html).to.include('la nada');
    expect(html).to.include('un post');
    expect(html).to.not.include('href');
    expect(html).to.not.include('route:');
    expect(routeLink('route:nowhere', 'uy')).to.equal(undefined);
    expect(routeLink('route:blogPost', 'uy')).to.equal(undefined);
    expect(routeLink('route:constructor', 'uy')).to.equal(undefined);
  });

  it('opens external links in a new tab without referrer, and internal ones in place', () => {
    const html = renderMarkdown(
      '[Mercado Pago](https://www.mercadopago.com.uy) y [perfiles](/perfiles)',
      'uy',
    );
    expect(html).to.include(
      '<a href="https://www.mercadopago.com.uy" rel="noopener noreferrer" target="_blank">Mercado Pago</a>',
    );
    expect(html).to.include('<a href="/perfiles" rel="noopener">perfiles</a>');
    // A rel or target written by hand does not win.
    const handWritten = renderMarkdown(
      '<a href="https://example.com" rel="opener" target="_self">x</a>',
      'uy',
    );
    expect(handWritten).to.include('rel="noopener noreferrer"');
    expect(handWritten).to.include('target="_blank"');
  });

  it('loads images lazily, and drops those that are not https or our own', () => {
    const html = renderMarkdown(
      '![portada](/media/content/a.webp) ![logo](https://cdn.example.com/l.png) ![plano](http://example.com/p.png)',
      'uy',
    );
    expect(html).to.include('<img src="/media/content/a.webp" alt="portada" loading="lazy"');
    expect(html).to.include('<img src="https://cdn.example.com/l.png" alt="logo" loading="lazy"');
    expect(html).to.not.include('http://example.com');
    expect(html).to.not.include('alt="plano"');
  });

  it('shows a # heading as h2, the page’s title being its only h1', () => {
    const html = renderMarkdown('# Uno\n\n## Dos\n\n### Tres', 'uy');
    expect(html).to.not.include('<h1');
    expect(html).to.include('<h2>Uno</h2>');
    expect(html).to.include('<h2>Dos</h2>');
    expect(html).to.include('<h3>Tres</h3>');
  });

  it('reads as plain text without tags, with entities as characters', () => {
    expect(markdownText('## Hola\n\n**Tom & Jerry** <script>x()</script> "ya"')).to.equal(
      'Hola Tom & Jerry "ya"',
    );
  });
});
