import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Picture as PictureEntry } from '../../content/types';
import { Picture, type PictureProps } from './picture';

const hall: PictureEntry = {
  src: 'images/gallery/hall.webp',
  alt: 'Reactor hall',
  width: 800,
  height: 600,
  widths: [240, 800],
};

function attributes(props: PictureProps): Record<string, string> {
  const { container } = render(<Picture {...props} />);
  const img = container.querySelector('img');
  if (!img) throw new Error('no img drawn');
  return Object.fromEntries([...img.attributes].map((a) => [a.name, a.value]));
}

describe('a picture of the content', () => {
  it('is described by its entry, sized as its file, and fetched only as it nears the viewport', () => {
    expect(attributes({ picture: hall, className: 'card__image' })).toEqual({
      class: 'card__image',
      src: 'images/gallery/hall.webp',
      alt: 'Reactor hall',
      width: '800',
      height: '600',
      loading: 'lazy',
      decoding: 'async',
    });
  });

  it('reads as nothing beside text that says the same', () => {
    expect(attributes({ picture: hall, decorative: true }).alt).toBe('');
  });

  it('asks for the largest paint first and leaves its loading and decoding to the page', () => {
    const high = attributes({ picture: hall, load: 'high' });
    expect(high.fetchpriority).toBe('high');
    expect(high).not.toHaveProperty('loading');
    expect(high).not.toHaveProperty('decoding');
    expect(attributes({ picture: hall, load: 'eager' })).toMatchObject({
      loading: 'eager',
      decoding: 'async',
    });
    const auto = attributes({ picture: hall, load: 'auto' });
    for (const name of ['loading', 'decoding', 'fetchpriority'])
      expect(auto).not.toHaveProperty(name);
  });

  it('offers its other widths only when told how wide it is shown', () => {
    expect(attributes({ picture: hall })).not.toHaveProperty('srcset');
    expect(attributes({ picture: hall, sizes: '120px' })).toMatchObject({
      srcset: 'images/gallery/hall-240w.webp 240w, images/gallery/hall.webp 800w',
      sizes: '120px',
    });
    const single = attributes({ picture: { ...hall, widths: undefined }, sizes: '120px' });
    expect(single).not.toHaveProperty('srcset');
    expect(single).not.toHaveProperty('sizes');
  });

  it('drawn at a set width, keeps the shape of its file', () => {
    expect(attributes({ picture: hall, width: 80 })).toMatchObject({ width: '80', height: '60' });
  });

  it('offers its AVIF first where it comes as AVIF, its WebP to browsers without AVIF', () => {
    const { container } = render(<Picture picture={{ ...hall, avif: true }} sizes="120px" />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe(
      'images/gallery/hall-240w.avif 240w, images/gallery/hall.avif 800w',
    );
    expect(source?.getAttribute('sizes')).toBe('120px');
    expect(container.querySelector('picture > img')?.getAttribute('src')).toBe(
      'images/gallery/hall.webp',
    );
    const single = render(<Picture picture={{ ...hall, avif: true }} />).container;
    expect(single.querySelector('source')?.getAttribute('srcset')).toBe('images/gallery/hall.avif');
    expect(single.querySelector('source')).not.toHaveAttribute('sizes');
  });

  it('as the largest paint, asks for its AVIF ahead of everything, which a browser without AVIF skips', () => {
    render(
      <Picture picture={{ ...hall, src: 'images/hero/plant.webp', avif: true }} load="high" />,
    );
    const link = document.head.querySelector('link[rel="preload"][href="images/hero/plant.avif"]');
    expect(link?.getAttribute('as')).toBe('image');
    expect(link?.getAttribute('type')).toBe('image/avif');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    render(<Picture picture={{ ...hall, src: 'images/hero/lazy.webp', avif: true }} />);
    expect(document.head.querySelector('link[href="images/hero/lazy.avif"]')).toBeNull();
  });
});
