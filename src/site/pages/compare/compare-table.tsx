import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { COMPARE_TEXT } from '../../../content/compare-page';
import { dataSheetLinks } from '../../../content/data-sheets';
import { COMPARED_PROPERTIES, gradeFigures } from '../../../content/grade-figures';
import type { Translation } from '../../../content/i18n/translation';
import type { Pack } from '../../../content/products';
import { gradePagePath } from '../../../content/resin-grades';
import type { Product } from '../../../content/types';
import { formatNumber } from '../../../ui/i18n/locale';
import { localeOf, useLang } from '../../../ui/i18n/language';

type Text = Translation<typeof COMPARE_TEXT>;

/** A pack in the table's words: '220 kg drum', 'bulk tanker on request'. */
function packText(text: Text, pack: Pack, locale: string): string {
  if (pack.kind === 'tanker') return text.packs.tanker;
  return text.packs[pack.kind](`${formatNumber(locale, pack.netKg ?? 0)} kg`);
}

/**
 * The grades side by side: a column per grade, a row per property, the property's unit in its
 * heading and the figures as the data sheets print them. On a narrow screen the table scrolls
 * in a region of its own, which takes keyboard focus, with the property names held in view.
 */
export function CompareTable({ grades, text }: { grades: readonly Product[]; text: Text }) {
  const locale = localeOf(useLang());
  const columns = grades.map((product) => ({ product, ...gradeFigures(product) }));
  const first = columns[0]!;
  const cells = (render: (column: (typeof columns)[number]) => ReactNode) =>
    columns.map((column) => <td key={column.product.id}>{render(column)}</td>);
  return (
    <div className="compare__scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
      <table className="compare__table">
        <caption id="compare-caption">{text.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.propertyColumn}</th>
            {grades.map((product) => (
              <th scope="col" key={product.id}>
                <Link to={gradePagePath(product.id)}>{product.title}</Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARED_PROPERTIES.map((property) => {
            const { unit } = first.figures[property];
            return (
              <tr key={property}>
                <th scope="row">
                  {text.properties[property]}
                  {unit ? <span className="compare__unit"> ({unit})</span> : null}
                </th>
                {cells(({ figures }) => figures[property].text)}
              </tr>
            );
          })}
          <tr>
            <th scope="row">{text.properties.shelfLife}</th>
            {cells(({ shelfLifeMonths }) => text.months(shelfLifeMonths))}
          </tr>
          <tr>
            <th scope="row">{text.properties.packs}</th>
            {cells(({ packs }) => (
              <ul className="compare__packs">
                {packs.map((pack) => (
                  <li key={pack.kind}>{packText(text, pack, locale)}</li>
                ))}
              </ul>
            ))}
          </tr>
          <tr>
            <th scope="row">{text.properties.dataSheet}</th>
            {cells(({ product }) => (
              <a href={dataSheetLinks(product.id).tds.href} download>
                {text.tdsLink}
                <span className="visually-hidden">: {product.title}</span>
              </a>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
