import { Link } from 'react-router';
import type { Picture as PictureEntry } from '../../content/types';
import { CheckList } from './check-list';
import { MediaSplit } from './media-split';
import { Picture } from './picture';

export interface StorySectionProps {
  /** The heading's id, which labels the section. */
  id: string;
  /** The tinted background, alternating down a page. */
  alt?: boolean;
  picture: PictureEntry;
  eyebrow: string;
  heading: string;
  paragraphs: readonly string[];
  points: readonly string[];
  /** Where to read on. */
  link: { to: string; label: string };
}

/** A picture beside a short story: eyebrow, heading, paragraphs, checked points and a link on. */
export function StorySection({
  id,
  alt = false,
  picture,
  eyebrow,
  heading,
  paragraphs,
  points,
  link,
}: StorySectionProps) {
  return (
    <section className={alt ? 'section section--alt' : 'section'} aria-labelledby={id}>
      <MediaSplit media={<Picture picture={picture} className="media-split__picture" />}>
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={id}>{heading}</h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <CheckList items={points} />
        <Link className="btn btn--primary" to={link.to}>
          {link.label}
        </Link>
      </MediaSplit>
    </section>
  );
}
