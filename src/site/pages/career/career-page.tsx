import { useRef, useState } from 'react';
import { CAREER_COPY } from '../../../content/page-copy';
import type { OpenPosition } from '../../../content/positions';
import { useArea } from '../../../ui/i18n/areas';
import { Reveal } from '../../../ui/reveal/reveal';
import { prefersReducedMotion } from '../../../ui/motion';
import { CareerForm } from '../../../forms/career/career-form';
import '../../../forms/career/career-form.css';
import { draftKey } from '../../../forms/kit/use-draft';
import { dismissThanks } from '../../../forms/kit/use-thanks';
import { PageBanner } from '../../components/page-banner';
import { useSiteText } from '../../i18n/site-words';
import { messageFor, typeInto, type PositionLine } from './apply-message';
import { OpenPositions } from './open-positions';
import { CheckList } from '../../components/check-list';
import '../../styles/content.css';
import './career-page.css';

/** Career: 'Join Our Team', the open positions, and the career application form. */
export default function CareerPage() {
  const { siteText } = useSiteText();
  const copy = useArea('page-copy')?.careerCopy ?? CAREER_COPY;
  const positions = useArea('positions')?.openPositions;
  const shown = (position: OpenPosition) => ({ ...position, ...positions?.[position.id] });
  const positionLine: PositionLine = (position) => {
    const { title, location } = shown(position);
    return copy.applyingFor(title, location);
  };
  const formArea = useRef<HTMLDivElement>(null);
  const [applying, setApplying] = useState<OpenPosition | null>(null);

  // Apply: the position goes into the message, and the visitor lands on the form's first field.
  const apply = (position: OpenPosition, retry = true) => {
    const area = formArea.current;
    if (!area) return;
    const message = area.querySelector<HTMLTextAreaElement>('textarea[name="message"]');
    if (!message && retry) {
      // The thank-you of an earlier application stands in the form's place: close it, and
      // apply once the form is back.
      dismissThanks(draftKey('career'));
      requestAnimationFrame(() => apply(position, false));
      return;
    }
    if (message) typeInto(message, messageFor(position, message.value, positionLine));
    setApplying(position);
    area.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    area.querySelector<HTMLInputElement>('input[name="name"]')?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageBanner title={siteText.joinOurTeam} />
      <section className="section" aria-labelledby="open-positions">
        <div className="container">
          <h2 id="open-positions">{copy.positionsHeading}</h2>
          <p className="section__intro">{copy.positionsIntro}</p>
          <OpenPositions onApply={apply} />
        </div>
      </section>
      <section className="section section--alt">
        <div className="container split">
          <Reveal>
            <h2>{copy.heading}</h2>
            <p>{copy.plants}</p>
            <p>{copy.safety}</p>
            <h3>{copy.rolesHeading}</h3>
            <CheckList items={copy.roles} flush />
            <p className="section__intro career__closing">{copy.closing}</p>
          </Reveal>
          <div ref={formArea} className="card form-card career__form">
            <h2>{copy.formHeading}</h2>
            <p role="status" className="career__applying">
              {applying ? copy.applyingNotice(shown(applying).title) : ''}
            </p>
            <CareerForm />
          </div>
        </div>
      </section>
    </>
  );
}
