import { GEL_TIME_TEXT } from '../../../content/gel-time-page';
import { useArea } from '../../../ui/i18n/areas';
import { PageBanner } from '../../components/page-banner';
import { useAdopted } from '../../components/use-adopted';
import { useQueryState } from '../../components/use-query-state';
import { useSiteText } from '../../i18n/site-words';
import { Answer } from './answer';
import { Assumptions } from './assumptions';
import { readJob, workJob, writeJob, type Job } from './job';
import { JobForm } from './job-form';
import './gel-time-page.css';

/**
 * /tools/gel-time: for a grade, the MEKP and cobalt that give a gel time at a workshop
 * temperature, and the resin and glass a part takes, from the grade's data-sheet figures, with
 * the data and rules beside the answer. One page for every grade, the grade an input like the
 * others: all of them live in the address ('?grade=isophthalic&temp=38...'), read once the app
 * has adopted the page; the server writes the worked example.
 */
export default function GelTimePage() {
  const { pageTitles } = useSiteText();
  const text = useArea('gel-time')?.gelTimeText ?? GEL_TIME_TEXT;
  const [job, setJob] = useQueryState(readJob, writeJob);
  const ready = useAdopted();
  const worked = workJob(job);
  const change = (field: keyof Job, value: string) => setJob({ ...job, [field]: value });
  return (
    <div className="gel-time-page">
      <PageBanner
        title={pageTitles.gelTime}
        crumbs={[{ label: pageTitles.products, to: '/products' }]}
      />
      <section className="section">
        <div className="container gel-time">
          <p className="section__intro gel-time__intro">{text.intro}</p>
          <div className="gel-time__layout">
            <JobForm job={job} worked={worked} ready={ready} text={text} onChange={change} />
            <div className="gel-time__result">
              <Answer worked={worked} text={text} ready={ready} />
              <Assumptions worked={worked} text={text} />
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
