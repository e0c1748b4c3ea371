import type { ReactNode } from 'react';
import { Reveal } from '../../ui/reveal/reveal';
import './media-split.css';

export interface MediaSplitProps {
  /** A picture, a video or the like, beside the text. */
  media: ReactNode;
  /** The text column. */
  children: ReactNode;
  /** The media after the text (it comes first unless told). */
  mediaLast?: boolean;
  /** More room between the columns, as on the About pages. */
  roomy?: boolean;
  /** The columns' tops lined up rather than their middles. */
  alignTop?: boolean;
  /** Added to the container, for what only one page needs. */
  className?: string;
  /** Added to the media column (e.g. a badge placed over the picture needs it positioned). */
  mediaClassName?: string;
}

/**
 * A container of two columns from 900 px, media beside its text; stacked below that, in the
 * order given. Each column fades in as it comes into view, the second a beat after the first.
 */
export function MediaSplit({
  media,
  children,
  mediaLast = false,
  roomy = false,
  alignTop = false,
  className,
  mediaClassName,
}: MediaSplitProps) {
  const classes = [
    'container',
    'media-split',
    roomy && 'media-split--roomy',
    alignTop && 'media-split--top',
    className,
  ].filter(Boolean);
  const mediaColumn = { key: 'media', className: mediaClassName, content: media };
  const textColumn = { key: 'text', className: undefined, content: children };
  const columns = mediaLast ? [textColumn, mediaColumn] : [mediaColumn, textColumn];
  return (
    <div className={classes.join(' ')}>
      {columns.map((column, index) => (
        <Reveal key={column.key} className={column.className} delay={index}>
          {column.content}
        </Reveal>
      ))}
    </div>
  );
}
