import { GEL_TEST_CURE, GEL_TIME_RULE, doublingFactor, middle } from '../../../content/cure-guide';
import type { GEL_TIME_TEXT } from '../../../content/gel-time-page';
import type { Translation } from '../../../content/i18n/translation';
import {
  CURE_SHRINKAGE,
  GLASS_DENSITY,
  curedResinDensity,
  typicalGlass,
} from '../../../content/laminate-guide';
import { DataSheetLinks } from '../../components/data-sheet-links';
import { useFigures } from './figures';
import type { Worked } from './job';

/**
 * Beside the answer: the data it comes from (the grade's data-sheet figures as the sheet prints
 * them) and the rules and constants it applies, each with its figure.
 */
export function Assumptions({
  worked,
  text,
}: {
  worked: Worked;
  text: Translation<typeof GEL_TIME_TEXT>;
}) {
  const figures = useFigures();
  const { product, kind, figures: sheet, process } = worked;
  const { halvingDegrees, mekpExponent, cobaltExponent } = GEL_TIME_RULE;
  const factor = (exponent: number) => figures.number(doublingFactor(exponent), 2, 2);
  const gravity = middle(sheet.gravity);
  const lines = [
    text.gelData(
      product.title,
      `${sheet.gelTime.text} min`,
      GEL_TEST_CURE,
      figures.minutes(middle(sheet.gelTime)),
    ),
    text.temperatureRule(`${halvingDegrees} °C`),
    kind === 'gelcoat'
      ? text.gelcoatLevelRule(factor(mekpExponent))
      : text.levelRule(factor(mekpExponent), factor(cobaltExponent)),
    ...(kind === 'laminating'
      ? [
          text.order,
          text.gravity(
            product.title,
            sheet.gravity.text,
            `${figures.number(CURE_SHRINKAGE * 100, 1)} %`,
            `${figures.number(curedResinDensity(gravity), 2, 2)} g/cm³`,
          ),
          text.glassData(
            text.processes[process.id],
            `${figures.number(process.glass.min, 0)}–${figures.number(process.glass.max, 0)} %`,
            `${figures.number(typicalGlass(process), 1)} %`,
            `${figures.number(GLASS_DENSITY, 2, 2)} g/cm³`,
          ),
          text.volume,
        ]
      : sheet.film
        ? [text.film(product.title, `${sheet.film.text} ${sheet.film.unit}`, sheet.gravity.text)]
        : []),
    text.waste,
    text.guide,
  ];
  return (
    <section className="gel-time__assumptions" aria-labelledby="gel-time-assumptions">
      <h2 id="gel-time-assumptions">{text.assumptionsHeading}</h2>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <DataSheetLinks productId={product.id} title={product.title} />
    </section>
  );
}
