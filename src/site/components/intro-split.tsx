import type { ReactNode } from 'react';
import type { Picture as PictureEntry } from '../../content/types';
import { MediaSplit } from './media-split';
import { Picture } from './picture';

export interface IntroSplitProps {
  /** The heading's id, which labels the section around it. */
  id: string;
  /** The page's largest paint, asked for first. */
  picture: PictureEntry;
  eyebrow: string;
  heading: string;
  paragraphs: readonly string[];
  /** A badge over the picture's lower corner (the years of experience). */
  badge?: ReactNode;
  /** The columns' tops lined up rather than their middles. */
  alignTop?: boolean;
  /** After the paragraphs, e.g. a download. */
  children?: ReactNode;
}

/** The first section's opening of an inner page: its picture beside the heading and story. */
export function IntroSplit({
  id,
  picture,
  eyebrow,
  heading,
  paragraphs,
  badge,
  alignTop = false,
  children,
}: IntroSplitProps) {
  return (
    <MediaSplit
      roomy
      alignTop={alignTop}
      mediaClassName={badge ? 'media-split__media--badged' : undefined}
      media={
        <>
          <Picture picture={picture} className="media-split__picture" load="high" />
          {badge}
        </>
      }
    >
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id}>{heading}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {children}
    </MediaSplit>
  );
}
