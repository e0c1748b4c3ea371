import { preload } from 'react-dom';
import { avifTwin, pictureFiles, srcSetFrom, srcSetOf } from '../../content/picture-files';
import type { Picture as PictureEntry } from '../../content/types';

/**
 * How soon a picture is needed:
 * - 'lazy': below the fold; fetched as it nears the viewport and decoded off the main thread;
 * - 'eager': in the first screen, but not its largest paint (a gallery's first row);
 * - 'high': the page's largest paint, asked for before everything else and painted with the page;
 * - 'auto': the browser's own choice, for small pictures in the first screen.
 */
export type PictureLoad = 'lazy' | 'eager' | 'high' | 'auto';

export interface PictureProps {
  picture: PictureEntry;
  className?: string;
  /** Next to text that says the same, or inside a control named otherwise: read as nothing. */
  decorative?: boolean;
  /** Below the fold unless told otherwise. */
  load?: PictureLoad;
  /** The width it is drawn at where no stylesheet sizes it; its height keeps the picture's shape. */
  width?: number;
  /**
   * How wide it is shown (the `sizes` attribute). Only with it does the picture offer the other
   * widths it is published at: without it a browser would pick among them by the window's width.
   */
  sizes?: string;
}

const LOADING: Record<PictureLoad, { loading?: 'lazy' | 'eager'; decoding?: 'async' }> = {
  lazy: { loading: 'lazy', decoding: 'async' },
  eager: { loading: 'eager', decoding: 'async' },
  high: {},
  auto: {},
};

/**
 * One picture of the content: its file, description and size, so nothing shifts as it loads. A
 * picture that also comes as AVIF is offered in it first, WebP for browsers without it; as the
 * page's largest paint, its AVIF is then asked for ahead of everything else (React preloads
 * no img inside a <picture> by itself; a browser skips a preload of a type it cannot show).
 */
export function Picture({
  picture,
  className,
  decorative = false,
  load = 'lazy',
  width,
  sizes,
}: PictureProps) {
  const shownWidth = width ?? picture.width;
  const shownHeight =
    width === undefined ? picture.height : Math.round((width * picture.height) / picture.width);
  const srcSet = sizes === undefined ? undefined : srcSetOf(picture);
  const image = (
    <img
      className={className}
      src={picture.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={decorative ? '' : picture.alt}
      width={shownWidth}
      height={shownHeight}
      fetchPriority={load === 'high' ? 'high' : undefined}
      {...LOADING[load]}
    />
  );
  if (!picture.avif) return image;
  const avifSrcSet = srcSet ? srcSetFrom(pictureFiles(picture, 'avif')) : avifTwin(picture.src);
  if (load === 'high') {
    preload(avifTwin(picture.src), {
      as: 'image',
      type: 'image/avif',
      fetchPriority: 'high',
      ...(srcSet ? { imageSrcSet: avifSrcSet, imageSizes: sizes } : {}),
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={avifSrcSet} sizes={srcSet ? sizes : undefined} />
      {image}
    </picture>
  );
}
