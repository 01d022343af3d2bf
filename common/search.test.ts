import { expect } from 'chai';
import { standsFor, trigramIndex, trigramSimilarity } from './search';

const WORDS = ['plomero', 'plomera', 'electricista', 'eletricista', 'cabeleireira', 'pintor', 'dj'];

describe('trigram similarity by index', () => {
  it('gives every word of the list the similarity the pairwise measure gives, and none to words without a shared trigram', () => {
    const index = trigramIndex(WORDS);
    for (const typed of [
      'plomerp',
      'electrisista',
      'cabelereira',
      'pintores',
      'xilofonista',
      'd',
    ]) {
      const similarities = index.similarities(typed);
      WORDS.forEach((word, i) => {
        const expected = trigramSimilarity(typed, word);
        expect(similarities.get(i) ?? 0, `${typed} ~ ${word}`).to.be.closeTo(expected, 1e-12);
        expect(similarities.has(i), `${typed} ~ ${word}`).to.equal(expected > 0);
      });
    }
  });

  it('lets a misspelt word stand for the trade words the index finds close enough, as the pairwise measure does', () => {
    const index = trigramIndex(WORDS);
    for (const [typed, expected] of [
      ['electrisista', ['electricista']],
      ['plomerp', ['plomero', 'plomera']],
    ] as const) {
      const similarities = index.similarities(typed);
      const found = WORDS.filter((word, i) =>
        standsFor(typed, word, () => similarities.get(i) ?? 0),
      );
      expect(found, typed).to.deep.equal(WORDS.filter((word) => standsFor(typed, word)));
      expect(found, typed).to.deep.equal(expected);
    }
  });
});
