import { expect } from 'chai';
import { categoryPageRedirect, entryOfSlug, type RegionSlugs } from './slugs';

interface Entry {
  id: number;
  slugs: RegionSlugs;
}

const PLUMBING: Entry = { id: 1, slugs: { uy: 'plomeria', br: 'encanamento' } };
const PAINTING: Entry = { id: 2, slugs: { uy: 'pintura', br: 'pintura' } };
/** A br slug that is another entry's uy slug. */
const CROSSED: Entry = { id: 3, slugs: { uy: 'hidraulica', br: 'plomeria' } };

const find = (entries: Entry[], slug: string, region: 'uy' | 'br') =>
  entryOfSlug(entries, (e) => e.slugs, slug, region)?.id;

const category = {
  slug: 'encanamento',
  slugs: { uy: 'plomeria', br: 'encanamento' },
  skills: [
    { slug: 'desentupimento', slugs: { uy: 'destapaciones', br: 'desentupimento' } },
    { slug: 'aquecedores', slugs: { uy: 'calefones', br: 'aquecedores' } },
  ],
};

describe('slugs by region', () => {
  it('names an entry by its slug in the region first, then by another region’s', () => {
    expect(find([PLUMBING, PAINTING], 'encanamento', 'br')).to.equal(1);
    expect(find([PLUMBING, PAINTING], 'plomeria', 'br')).to.equal(1);
    expect(find([PLUMBING, PAINTING], 'encanamento', 'uy')).to.equal(1);
    expect(find([PLUMBING, PAINTING], 'pintura', 'br')).to.equal(2);
    expect(find([PLUMBING, CROSSED], 'plomeria', 'br')).to.equal(3);
    expect(find([PLUMBING, CROSSED], 'plomeria', 'uy')).to.equal(1);
    expect(find([PLUMBING], 'nao-existe', 'br')).to.equal(undefined);
  });

  it('moves a category page named by another region’s slugs to the region’s, keeping the other parameters', () => {
    expect(categoryPageRedirect('br', { name: 'plomeria', search: '' }, category)).to.equal(
      '/br/categorias/encanamento',
    );
    expect(
      categoryPageRedirect(
        'br',
        { name: 'plomeria', search: '?skill=destapaciones&x=1' },
        category,
      ),
    ).to.equal('/br/categorias/encanamento?skill=desentupimento&x=1');
    expect(
      categoryPageRedirect('br', { name: 'encanamento', search: '?skill=calefones' }, category),
    ).to.equal('/br/categorias/encanamento?skill=aquecedores');
  });

  it('leaves a category page where it is when it already has the region’s slugs, or an unknown skill', () => {
    expect(categoryPageRedirect('br', { name: 'encanamento', search: '' }, category)).to.equal(
      null,
    );
    expect(
      categoryPageRedirect(
        'br',
        { name: 'encanamento', search: '?skill=desentupimento' },
        category,
      ),
    ).to.equal(null);
    expect(
      categoryPageRedirect('br', { name: 'encanamento', search: '?skill=nenhuma' }, category),
    ).to.equal(null);
  });
});
