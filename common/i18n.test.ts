import { expect } from 'chai';
import { LANGUAGES, languageFromHeader } from './i18n';
import { RESOURCES } from './i18n-resources';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('the locale catalogues', () => {
  it('have the same keys in es, en and br, empty only where the Spanish text is', () => {
    const source = leaves(RESOURCES.es as unknown as Tree);
    for (const language of LANGUAGES) {
      const other = leaves(RESOURCES[language] as unknown as Tree);
      expect([...other.keys()].sort(), language).to.deep.equal([...source.keys()].sort());
      for (const [key, text] of other) {
        if (source.get(key)?.trim() !== '')
          expect(text.trim(), `${language}:${key}`).to.not.equal('');
      }
    }
  });

  it('use the same interpolation placeholders in every language', () => {
    const source = leaves(RESOURCES.es as unknown as Tree);
    for (const language of LANGUAGES) {
      const other = leaves(RESOURCES[language] as unknown as Tree);
      for (const [key, text] of source) {
        expect(placeholders(other.get(key)!), `${language}:${key}`).to.deep.equal(
          placeholders(text),
        );
      }
    }
  });
});

describe('choosing the language from Accept-Language', () => {
  it('falls back to Spanish when the header is missing or names no supported language', () => {
    expect(languageFromHeader(undefined)).to.equal('es');
    expect(languageFromHeader('fr-FR,de;q=0.8')).to.equal('es');
  });

  it('maps any Portuguese to br and honours the quality order', () => {
    expect(languageFromHeader('pt-BR')).to.equal('br');
    expect(languageFromHeader('pt-PT,en;q=0.5')).to.equal('br');
    expect(languageFromHeader('fr;q=0.9,en;q=0.8,es;q=0.7')).to.equal('en');
    expect(languageFromHeader('es;q=0.2,en;q=0.9')).to.equal('en');
  });
});
