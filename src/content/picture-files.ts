// The names of a picture's files: the build's image generator writes them, the pages ask for them.
import type { Picture } from './types';

/** The file of a picture's copy at another width: 'images/a/hall.webp' at 240 is 'images/a/hall-240w.webp'. */
export function widthVariant(src: string, width: number): string {
  return src.replace(/\.webp$/, `-${width}w.webp`);
}

/** A `srcset` naming every width the picture is published at; undefined when only one. */
export function srcSetOf(picture: Picture): string | undefined {
  const widths = [...new Set([...(picture.widths ?? []), picture.width])].sort((a, b) => a - b);
  if (widths.length < 2) return undefined;
  return widths
    .map(
      (width) =>
        `${width === picture.width ? picture.src : widthVariant(picture.src, width)} ${width}w`,
    )
    .join(', ');
}
