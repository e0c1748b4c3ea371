import { formatDate } from '../../../content/dates';
import { CAREER_COPY } from '../../../content/page-copy';
import { OPEN_POSITIONS, type OpenPosition } from '../../../content/positions';
import { Reveal } from '../../../ui/reveal/reveal';

/** The open positions, each a card with its facts and an Apply button. */
export function OpenPositions({ onApply }: { onApply: (position: OpenPosition) => void }) {
  return (
    <ul className="positions">
      {OPEN_POSITIONS.map((position, index) => (
        <Reveal as="li" key={position.id} delay={index % 2} className="card positions__item">
          <h3 className="positions__title">{position.title}</h3>
          <dl className="positions__facts">
            <div>
              <dt>{CAREER_COPY.location}</dt>
              <dd>{position.location}</dd>
            </div>
            <div>
              <dt>{CAREER_COPY.jobType}</dt>
              <dd>{position.type}</dd>
            </div>
            <div>
              <dt>{CAREER_COPY.posted}</dt>
              <dd>
                <time dateTime={position.posted}>{formatDate(position.posted)}</time>
              </dd>
            </div>
            <div>
              <dt>{CAREER_COPY.closes}</dt>
              <dd>
                <time dateTime={position.closes}>{formatDate(position.closes)}</time>
              </dd>
            </div>
          </dl>
          <p className="positions__summary">{position.summary}</p>
          <button
            type="button"
            className="btn btn--outline positions__apply"
            onClick={() => onApply(position)}
          >
            {CAREER_COPY.apply}
            <span className="visually-hidden">: {position.title}</span>
          </button>
        </Reveal>
      ))}
    </ul>
  );
}
