import { Reveal } from '../../ui/reveal/reveal';
import './section-head.css';

export interface SectionHeadProps {
  /** The heading's id, which labels its section (aria-labelledby). */
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
}

/** A section's head: the eyebrow line, its h2 and, if any, an intro line. */
export function SectionHead({ id, eyebrow, heading, intro }: SectionHeadProps) {
  return (
    <Reveal className="section-head">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{heading}</h2>
      {intro && <p className="section__intro">{intro}</p>}
    </Reveal>
  );
}
