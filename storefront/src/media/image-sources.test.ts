import { expect } from 'chai';
import { imageSources, loadingProps, sizesOf } from './image-sources';

const FOLDER = '/media/3f/3f2a9c1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f';

describe('responsive image sources', () => {
  it('offers both square sizes of a profile photo, smallest first', () => {
    expect(imageSources(`${FOLDER}/large.webp`, 'profile', 1)).to.deep.equal({
      src: `${FOLDER}/large.webp`,
      srcSet: `${FOLDER}/thumb.webp 96w, ${FOLDER}/large.webp 400w`,
    });
  });

  it('offers a photo’s square thumb beside its large size only in a square frame', () => {
    const jobs = '/media/jobs/3f/3f2a9c1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f';
    expect(imageSources(`${jobs}/thumb.webp`, 'job', 1)?.srcSet).to.equal(
      `${jobs}/thumb.webp 320w, ${jobs}/large.webp 1200w`,
    );
    expect(imageSources(`${jobs}/large.webp`, 'job', 'whole')).to.deep.equal({
      src: `${jobs}/large.webp`,
    });
  });

  it('offers both banner sizes, cut to the same proportions', () => {
    expect(imageSources(`${FOLDER}/large.webp`, 'banner', 4)?.srcSet).to.equal(
      `${FOLDER}/small.webp 800w, ${FOLDER}/large.webp 1600w`,
    );
  });

  it('prefers the addresses the API answered', () => {
    const sources = imageSources('/media/chat/x/large.webp', 'chat', 1, {
      large: '/media/chat/x/large.webp',
      thumb: '/media/chat/x/small-one.webp',
    });
    expect(sources?.srcSet).to.equal(
      '/media/chat/x/small-one.webp 320w, /media/chat/x/large.webp 1200w',
    );
  });

  it('uses an image the pipeline did not make alone, and nothing without an address', () => {
    expect(imageSources('https://example.com/me.jpg', 'profile', 1)).to.deep.equal({
      src: 'https://example.com/me.jpg',
    });
    expect(imageSources('/content/blog/cover.svg', 'content', 1200 / 630)).to.deep.equal({
      src: '/content/blog/cover.svg',
    });
    expect(imageSources(null, 'profile', 1)).to.equal(null);
  });

  it('writes a sizes attribute from widths by breakpoint', () => {
    expect(sizesOf(56)).to.equal('56px');
    expect(sizesOf({ xs: 96, sm: 160 })).to.equal('(min-width: 600px) 160px, 96px');
    expect(sizesOf({ xs: '100vw', md: 300 })).to.equal('(min-width: 900px) 300px, 100vw');
  });

  it('fetches the largest picture first and leaves the others to load lazily or off-thread', () => {
    expect(loadingProps('priority')).to.deep.equal({
      loading: 'eager',
      decoding: undefined,
      fetchPriority: 'high',
    });
    expect(loadingProps('eager')).to.include({ loading: 'eager', decoding: 'async' });
    expect(loadingProps('lazy')).to.include({ loading: 'lazy', decoding: 'async' });
  });
});
