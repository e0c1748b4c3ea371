import { Link, useParams } from 'react-router';
import { CASE_STUDIES, PORTFOLIO_TEXT, caseStudyById, casePath } from '../../../content/portfolio';
import { PRODUCTS } from '../../../content/products';
import { gradeHref } from '../../../content/resin-grades';
import { PAGE_TITLES } from '../../../content/site-text';
import type { CaseStudy } from '../../../content/types';
import { NotFoundNotice } from '../../components/not-found-notice';
import { PageBanner } from '../../components/page-banner';
import { Picture } from '../../components/picture';
import './portfolio-details-page.css';

const PORTFOLIO_CRUMBS = [{ label: PAGE_TITLES.portfolio, to: '/portfolio-1' }];

/** The catalogue id of a grade named by its title, for the link to its card on /products. */
function gradeId(title: string): string | undefined {
  return PRODUCTS.find((product) => product.title === title)?.id;
}

/** A case study; /portfolio-details without an id shows the first. */
export default function PortfolioDetailsPage() {
  const { id } = useParams();
  const study =
    id === undefined ? CASE_STUDIES[0] : /^\d+$/.test(id) ? caseStudyById(Number(id)) : undefined;
  if (!study) {
    return (
      <NotFoundNotice
        title={PORTFOLIO_TEXT.caseNotFound}
        text={PORTFOLIO_TEXT.caseNotFoundText}
        backTo="/portfolio-1"
        backLabel={PORTFOLIO_TEXT.backToPortfolio}
        crumbs={PORTFOLIO_CRUMBS}
      />
    );
  }
  return <CaseDetails study={study} />;
}

function CaseDetails({ study }: { study: CaseStudy }) {
  const [main, ...more] = study.pictures;
  const others = CASE_STUDIES.filter((other) => other.id !== study.id);
  return (
    <>
      <PageBanner title={study.title} crumbs={PORTFOLIO_CRUMBS} />
      <article className="section">
        <div className="container case">
          <p className="eyebrow">{study.label}</p>
          {main && <Picture picture={main} className="case__main-image" load="high" />}
          <dl className="case__facts">
            <div>
              <dt>{PORTFOLIO_TEXT.client}</dt>
              <dd>{study.client}</dd>
            </div>
            <div>
              <dt>{PORTFOLIO_TEXT.clientType}</dt>
              <dd>{study.clientType}</dd>
            </div>
            <div>
              <dt>{PORTFOLIO_TEXT.location}</dt>
              <dd>{study.location}</dd>
            </div>
          </dl>

          <h2>{PORTFOLIO_TEXT.challenge}</h2>
          <p>{study.challenge}</p>

          <h2>{PORTFOLIO_TEXT.supplied}</h2>
          <ul className="case__grades">
            {study.supplied.map(({ grade, use }) => {
              const productId = gradeId(grade);
              return (
                <li key={grade}>
                  {productId ? <Link to={gradeHref(productId)}>{grade}</Link> : grade}
                  <span className="case__grade-use">{use}</span>
                </li>
              );
            })}
          </ul>

          <h2>{PORTFOLIO_TEXT.process}</h2>
          <ol className="case__process">
            {study.process.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>

          <h2>{PORTFOLIO_TEXT.results}</h2>
          <p>{study.result}</p>
          <dl className="case__figures">
            {study.figures.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>

          {more.length > 0 && (
            <>
              <h2>{PORTFOLIO_TEXT.pictures}</h2>
              <div className="case__pictures">
                {more.map((picture) => (
                  <Picture key={picture.src} picture={picture} />
                ))}
              </div>
            </>
          )}
        </div>
      </article>
      <nav className="section section--alt" aria-labelledby="case-others-heading">
        <div className="container">
          <h2 id="case-others-heading">{PORTFOLIO_TEXT.otherCases}</h2>
          <ul className="case__others">
            {others.map((other) => (
              <li key={other.id}>
                <Link to={casePath(other)}>
                  <span className="case__other-label">{other.label}</span>{' '}
                  <span>{other.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </>
  );
}
