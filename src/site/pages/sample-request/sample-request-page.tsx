import { useSyncExternalStore } from 'react';
import { dealerById } from '../../../content/dealers';
import { SAMPLE_TEXT } from '../../../content/sample-request';
import { SampleForm } from '../../../forms/sample/sample-form';
import { FormSettingContext, SITE_SETTING } from '../../../forms/kit/form-setting';
import '../../../forms/sample/sample-form.css';
import { useArea } from '../../../ui/i18n/areas';
import { PageBanner } from '../../components/page-banner';
import { useSiteText } from '../../i18n/site-words';
import './sample-request-page.css';

const noChange = () => () => undefined;
/** The address's query: the grade a grade's page links with, the dealer the dealer finder's. */
const query = () => window.location.search;
// The page is written ahead of time without a grade or dealer; they apply once it runs, so the
// first render in the browser matches the written page.
const noQuery = () => '';

/**
 * /samples/request: a laboratory sample of one grade ('?grade=isophthalic'), sent through a
 * dealer of the dealer finder when the address names a known one ('&dealer=shakti-frp-pune'):
 * the dealer is named above the form, and its id travels as `source.dealer`.
 */
export default function SampleRequestPage() {
  const { pageTitles } = useSiteText();
  const text = useArea('sample-request')?.sampleText ?? SAMPLE_TEXT;
  const search = new URLSearchParams(useSyncExternalStore(noChange, query, noQuery));
  const grade = search.get('grade') ?? undefined;
  const dealer = dealerById(search.get('dealer') ?? '');
  return (
    <>
      <PageBanner title={pageTitles.sampleRequest} />
      <section className="section">
        <div className="container sample-request">
          <p className="section__intro">{text.intro}</p>
          {dealer ? (
            <p className="sample-request__dealer">{text.throughDealer(dealer.name)}</p>
          ) : null}
          <FormSettingContext.Provider
            value={dealer ? { ...SITE_SETTING, dealer: dealer.id } : SITE_SETTING}
          >
            <SampleForm key={grade ?? ''} text={text} grade={grade} />
          </FormSettingContext.Provider>
        </div>
      </section>
    </>
  );
}
