// The names of a picture's files: the image generator writes them, the pages ask for them.
import type { Picture } from './types';

/** The file of a picture's copy at another width: 'images/a/hall.webp' at 240 is 'images/a/hall-240w.webp'. */
export function widthVariant(src: string, width: number): string {
  return src.replace(/\.webp$/, `-${width}w.webp`);
}

/** The AVIF twin of a WebP file: 'images/a/hall-240w.webp' is 'images/a/hall-240w.avif'. */
export function avifTwin(src: string): string {
  return src.replace(/\.webp$/, '.avif');
}

/** Every width the picture is published at, narrowest first, its own width included. */
export function publishedWidths(picture: Picture): number[] {
  return [...new Set([...(picture.widths ?? []), picture.width])].sort((a, b) => a - b);
}

export interface PictureFile {
  src: string;
  width: number;
}

/** Every file of the picture in one format: WebP (the picture's own format) or its AVIF twins. */
export function pictureFiles(picture: Picture, format: 'webp' | 'avif' = 'webp'): PictureFile[] {
  return publishedWidths(picture).map((width) => {
    const src = width === picture.width ? picture.src : widthVariant(picture.src, width);
    return { src: format === 'avif' ? avifTwin(src) : src, width };
  });
}

/** A `srcset` naming each file with its width, its addresses passed through `url`. */
export function srcSetFrom(files: PictureFile[], url: (src: string) => string = (s) => s): string {
  return files.map((file) => `${url(file.src)} ${file.width}w`).join(', ');
}

/** A `srcset` naming every width the picture is published at; undefined when only one. */
export function srcSetOf(picture: Picture): string | undefined {
  const files = pictureFiles(picture);
  return files.length < 2 ? undefined : srcSetFrom(files);
}
