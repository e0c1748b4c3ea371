import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { GRADE_PAGE_TEXT } from '../../../content/grade-page';
import { sampleRequestPath } from '../../../content/sample-request';
import { useArea } from '../../../ui/i18n/areas';
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
  const { requestSample } = useArea('grade-page')?.gradePageText ?? GRADE_PAGE_TEXT;
  return (
    <>
      <PageBanner title={pageTitles.dealers} />
      <section className="section">
        <div className="container dealers-page">
          <DealerLocator
            grade={grade}
            moreAction={(dealer) => (
              <Link to={sampleRequestPath(grade, dealer.id)} part="action">
                {requestSample}
                <span className="resin-dealers__sr">: {dealer.name}</span>
              </Link>
            )}
          />
        </div>
      </section>
    </>
  );
}
