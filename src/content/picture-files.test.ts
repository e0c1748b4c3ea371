import { describe, expect, it } from 'vitest';
import { avifTwin, pictureFiles, srcSetFrom, srcSetOf, widthVariant } from './picture-files';

const hall = { src: 'images/gallery/hall.webp', alt: '', width: 800, height: 600 };

describe("a picture's files", () => {
  it('names a copy at another width beside the picture', () => {
    expect(widthVariant(hall.src, 240)).toBe('images/gallery/hall-240w.webp');
  });

  it('lists every published width once, narrowest first, the picture itself at its own width', () => {
    expect(srcSetOf({ ...hall, widths: [800, 240] })).toBe(
      'images/gallery/hall-240w.webp 240w, images/gallery/hall.webp 800w',
    );
  });

  it('gives no srcset to a picture published at one width', () => {
    expect(srcSetOf(hall)).toBeUndefined();
    expect(srcSetOf({ ...hall, widths: [800] })).toBeUndefined();
  });

  it('names the AVIF twin of each file, and lists the files of either format by width', () => {
    expect(avifTwin('images/gallery/hall-240w.webp')).toBe('images/gallery/hall-240w.avif');
    const picture = { ...hall, widths: [240], avif: true };
    expect(pictureFiles(picture, 'avif')).toEqual([
      { src: 'images/gallery/hall-240w.avif', width: 240 },
      { src: 'images/gallery/hall.avif', width: 800 },
    ]);
    expect(srcSetFrom(pictureFiles(picture), (src) => `https://site.example/${src}`)).toBe(
      'https://site.example/images/gallery/hall-240w.webp 240w, https://site.example/images/gallery/hall.webp 800w',
    );
  });
});
