import { Link } from 'react-router';
import { COMPARE_TEXT } from '../../../content/compare-page';
import { GEL_TEST_CURE } from '../../../content/cure-guide';
import { PRODUCTS } from '../../../content/products';
import { gelTimeToolPath } from '../../../content/resin-grades';
import { useArea } from '../../../ui/i18n/areas';
import { PageBanner } from '../../components/page-banner';
import { useAdopted } from '../../components/use-adopted';
import { useQueryState } from '../../components/use-query-state';
import { useSiteText } from '../../i18n/site-words';
import { CompareTable } from './compare-table';
import { GradePicker } from './grade-picker';
import { readPicked, shownGrades, togglePicked, writePicked } from './picked-grades';
import './compare-page.css';

/**
 * /products/compare: every grade's typical properties side by side, from the data sheets, and
 * two to four of them alone once picked ('?grades=isophthalic,pta-based'). The server writes
 * the whole table, which is what a visitor without JavaScript reads; the address's choice is
 * read once the app has adopted the page.
 */
export default function ComparePage() {
  const { pageTitles } = useSiteText();
  const text = useArea('compare')?.compareText ?? COMPARE_TEXT;
  const [picked, setPicked] = useQueryState(readPicked, writePicked);
  const ready = useAdopted();
  const shown = shownGrades(picked);
  return (
    <div className="compare-page">
      <PageBanner
        title={pageTitles.compare}
        crumbs={[{ label: pageTitles.products, to: '/products' }]}
      />
      <section className="section">
        <div className="container compare">
          <p className="section__intro compare__intro">{text.intro}</p>
          <GradePicker
            picked={picked}
            ready={ready}
            text={text}
            onToggle={(id) => setPicked(togglePicked(picked, id))}
            onClear={() => setPicked([])}
          />
          <p className="compare__status" role="status">
            {text.showing(shown.length, PRODUCTS.length)}
          </p>
          <p className="compare__scroll-hint">{text.scrollHint}</p>
          <CompareTable grades={shown} text={text} />
          <h2 className="compare__notes-heading">{text.notesHeading}</h2>
          <ul className="compare__notes">
            <li>{text.notes.typical}</li>
            <li>{text.notes.gelTime(GEL_TEST_CURE)}</li>
            <li>{text.notes.cast}</li>
            <li>{text.notes.gelcoatViscosity}</li>
            <li>{text.notes.rod}</li>
          </ul>
          <p>
            <Link className="compare__calculator" to={gelTimeToolPath()}>
              {text.calculatorLink}
            </Link>
          </p>
        </div>
      </section>
    </div>
  );
}
