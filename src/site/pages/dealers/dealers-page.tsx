import { useSyncExternalStore } from 'react';
import { DealerLocator } from '../../../widgets/dealer-locator/dealer-locator';
import '../../../widgets/dealer-locator/dealer-locator.css';
import { PageBanner } from '../../components/page-banner';
import { useSiteText } from '../../i18n/site-words';

const noChange = () => () => undefined;
/** The grade a grade's page links here with ('/dealers/?grade=isophthalic'). */
const linkedGrade = () => new URLSearchParams(window.location.search).get('grade') ?? '';
// The page is written ahead of time with every dealer; the grade applies once it runs, so the
// first render in the browser matches the written page.
const noGrade = () => '';

/** Where to buy: the dealer finder, as partners embed it, with every dealer written in the page. */
export default function DealersPage() {
  const { pageTitles } = useSiteText();
  const grade = useSyncExternalStore(noChange, linkedGrade, noGrade);
  return (
    <>
      <PageBanner title={pageTitles.dealers} />
      <section className="section">
        <div className="container dealers-page">
          <DealerLocator grade={grade} />
        </div>
      </section>
    </>
  );
}
