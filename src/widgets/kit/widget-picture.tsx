import { useContext, useEffect, useRef, useState } from 'react';
import { pictureFiles, srcSetFrom } from '../../content/picture-files';
import type { Picture } from '../../content/types';
import { AssetRoot, resolveAsset } from './asset-url';
import { widgetsAboveDrawn } from './widgets-above';

export interface WidgetPictureProps {
  picture: Picture;
  /**
   * How wide the picture is shown, as a `sizes` list by window width. It must never be less
   * than the shown width, or the picture is blurred; the window is usually wider than the
   * widget, so a widget gives its widest case for each window. Without it the picture loads as
   * its own file alone, as a page that preloads that file needs.
   */
  sizes?: string | undefined;
  loading: 'eager' | 'lazy';
  /** The img's class; the `<picture>` around it gets this class with `-frame` after it. */
  className: string;
  /** The img's part name. */
  part: string;
}

/**
 * A widget's picture at the size it is shown: the copy of each published width that the screen
 * needs (1x or 2x), AVIF where the picture comes as AVIF, WebP for browsers without it. A lazy
 * picture is laid out before it loads, so browsers that can take its real width (`sizes=auto`)
 * do; the `sizes` list is for the others and for pictures that load at once. In an element on
 * another site's page, a lazy picture gets its files only once the widgets above it have drawn
 * (widgetsAboveDrawn); until then it keeps its place, empty.
 */
export function WidgetPicture({ picture, sizes, loading, className, part }: WidgetPictureProps) {
  const root = useContext(AssetRoot);
  const frame = useRef<HTMLPictureElement>(null);
  // The site (no asset root) has no widgets above to wait for, and writes the page ahead of time.
  const [placed, setPlaced] = useState(loading === 'eager' || root === '');
  useEffect(() => {
    if (placed) return;
    const host = frame.current?.getRootNode();
    if (!(host instanceof ShadowRoot)) {
      setPlaced(true);
      return;
    }
    let live = true;
    void widgetsAboveDrawn(host.host).then(() => live && setPlaced(true));
    return () => {
      live = false;
    };
  }, [placed]);
  const url = (src: string) => resolveAsset(src, root);
  const shown = sizes && loading === 'lazy' ? `auto, ${sizes}` : sizes;
  const image = (
    <img
      className={className}
      part={part}
      src={placed ? url(picture.src) : undefined}
      srcSet={placed && shown ? srcSetFrom(pictureFiles(picture), url) : undefined}
      sizes={shown}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={loading}
      decoding="async"
    />
  );
  return (
    <picture ref={frame} className={`${className}-frame`}>
      {placed && shown && picture.avif ? (
        <source
          type="image/avif"
          srcSet={srcSetFrom(pictureFiles(picture, 'avif'), url)}
          sizes={shown}
        />
      ) : null}
      {image}
    </picture>
  );
}
