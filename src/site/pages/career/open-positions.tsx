import { formatDate } from '../../../content/dates';
import { CAREER_COPY } from '../../../content/page-copy';
import { OPEN_POSITIONS, type OpenPosition } from '../../../content/positions';
import { useArea } from '../../../ui/i18n/areas';
import { formatDateIn, useLang } from '../../../ui/i18n/language';
import { Reveal } from '../../../ui/reveal/reveal';

/**
 * A date as the page's language writes it. In another language through Intl, whose data the
 * build and the browser may word differently, so its element takes the browser's wording.
 */
function ShownDate({ iso }: { iso: string }) {
  const lang = useLang();
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {lang === 'en' ? formatDate(iso) : formatDateIn(lang, iso)}
    </time>
  );
}

/** The open positions, each a card with its facts and an Apply button. */
export function OpenPositions({ onApply }: { onApply: (position: OpenPosition) => void }) {
  const copy = useArea('page-copy')?.careerCopy ?? CAREER_COPY;
  const positions = useArea('positions')?.openPositions;
  return (
    <ul className="positions">
      {OPEN_POSITIONS.map((english, index) => {
        const position = { ...english, ...positions?.[english.id] };
        return (
          <Reveal as="li" key={english.id} delay={index % 2} className="card positions__item">
            <h3 className="positions__title">{position.title}</h3>
            <dl className="positions__facts">
              <div>
                <dt>{copy.location}</dt>
                <dd>{position.location}</dd>
              </div>
              <div>
                <dt>{copy.jobType}</dt>
                <dd>{position.type}</dd>
              </div>
              <div>
                <dt>{copy.posted}</dt>
                <dd>
                  <ShownDate iso={english.posted} />
                </dd>
              </div>
              <div>
                <dt>{copy.closes}</dt>
                <dd>
                  <ShownDate iso={english.closes} />
                </dd>
              </div>
            </dl>
            <p className="positions__summary">{position.summary}</p>
            <button
              type="button"
              className="btn btn--outline positions__apply"
              onClick={() => onApply(english)}
            >
              {copy.apply}
              <span className="visually-hidden">: {position.title}</span>
            </button>
          </Reveal>
        );
      })}
    </ul>
  );
}
