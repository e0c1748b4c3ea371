import type { ReactNode } from 'react';
import { ROOM_CURES } from '../../../content/cure-guide';
import type { GEL_TIME_TEXT } from '../../../content/gel-time-page';
import type { Translation } from '../../../content/i18n/translation';
import { dose } from '../../../content/laminate-guide';
import { useFigures, type Figures } from './figures';
import type { Worked } from './job';

type Text = Translation<typeof GEL_TIME_TEXT>;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="gel-time__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Warning({ text, children }: { text: Text; children: ReactNode }) {
  return (
    <p className="gel-time__warning">
      <strong>{text.warning}</strong> {children}
    </p>
  );
}

/** A level as a share of the resin and as grams a kilogram: '1.36 % ..., 13.6 g ...'. */
const share = (text: Text, figures: Figures, percent: number, digits: number) =>
  text.share(`${figures.number(percent, 2, digits)} %`, figures.grams(dose(1, percent)));

/** The MEKP and cobalt for the wanted gel time, the safe range, and what lies outside it. */
function CureAnswer({ worked, text }: { worked: Worked; text: Text }) {
  const figures = useFigures();
  const { cure, kind, wanted } = worked;
  if (!cure || wanted === undefined) return <p className="gel-time__problem">{text.noAnswer}</p>;
  const range = ROOM_CURES[kind];
  const { mekp, cobalt } = cure.levels;
  return (
    <>
      <dl className="gel-time__figures">
        <Row term={text.mekp}>{share(text, figures, mekp, 1)}</Row>
        <Row term={text.cobalt}>
          {cobalt === undefined ? text.preAccelerated : share(text, figures, cobalt, 2)}
        </Row>
        <Row term={text.expected}>
          {text.spread(figures.minutes(cure.gelTime), figures.minuteRange(cure.spread))}
        </Row>
        <Row term={text.safeRange}>
          {range.cobalt
            ? text.safeLevels(
                figures.levels(range.mekp, 1),
                figures.levels(range.cobalt, 1),
                figures.degreesRange(range.temperature),
              )
            : text.safeGelcoat(
                figures.levels(range.mekp, 1),
                figures.degreesRange(range.temperature),
              )}
        </Row>
      </dl>
      {cure.beyond ? (
        <Warning text={text}>
          {(cure.beyond === 'slower' ? text.tooSlow : text.tooFast)(
            figures.minutes(wanted),
            figures.minutes(cure.gelTime),
          )}
        </Warning>
      ) : null}
      {cure.temperatureWithin ? null : (
        <Warning text={text}>
          {worked.temperature !== undefined && worked.temperature < range.temperature.min
            ? text.cold(figures.degrees(range.temperature.min))
            : text.hot(figures.degrees(range.temperature.max))}
        </Warning>
      )}
    </>
  );
}

/** The resin and glass of a laminate, or a gelcoat's film, with the catalyst they take. */
function QuantityAnswer({ worked, text }: { worked: Worked; text: Text }) {
  const figures = useFigures();
  const { laminate, gelcoat, cure } = worked;
  if (laminate) {
    return (
      <dl className="gel-time__figures">
        <Row term={text.laminate}>
          {figures.kg(laminate.laminate)} ({figures.number(laminate.volume, 1)} L)
        </Row>
        <Row term={text.resin}>{figures.kg(laminate.resin)}</Row>
        <Row term={text.glass}>{figures.kg(laminate.glass)}</Row>
        <Row term={text.glassPerArea}>{figures.number(laminate.glassPerArea, 0)} g/m²</Row>
        {cure ? (
          <Row term={text.mekpForResin}>
            {figures.grams(dose(laminate.resin, cure.levels.mekp))}
          </Row>
        ) : null}
        {cure?.levels.cobalt !== undefined ? (
          <Row term={text.cobaltForResin}>
            {figures.grams(dose(laminate.resin, cure.levels.cobalt))}
          </Row>
        ) : null}
      </dl>
    );
  }
  if (gelcoat !== undefined) {
    return (
      <dl className="gel-time__figures">
        <Row term={text.gelcoat}>{figures.kg(gelcoat)}</Row>
        {cure ? (
          <Row term={text.mekpForGelcoat}>{figures.grams(dose(gelcoat, cure.levels.mekp))}</Row>
        ) : null}
      </dl>
    );
  }
  return <p className="gel-time__problem">{text.noAnswer}</p>;
}

/** The answer, ready to print. */
export function Answer({ worked, text, ready }: { worked: Worked; text: Text; ready: boolean }) {
  return (
    <section className="gel-time__answer" aria-labelledby="gel-time-answer">
      <h2 id="gel-time-answer">{text.resultHeading}</h2>
      <p className="gel-time__grade">{worked.product.title}</p>
      <h3>{text.cureResult}</h3>
      <CureAnswer worked={worked} text={text} />
      <h3>{text.quantitiesResult}</h3>
      <QuantityAnswer worked={worked} text={text} />
      <button
        type="button"
        className="btn btn--primary gel-time__print"
        disabled={!ready}
        onClick={() => window.print()}
      >
        {text.print}
      </button>
    </section>
  );
}
