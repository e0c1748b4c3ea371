import { Link } from 'react-router';
import { GROUP_COMPANIES } from '../../../content/group-companies';
import { PAGE_TITLES, SITE_TEXT } from '../../../content/site-text';
import { Reveal } from '../../../ui/reveal/reveal';
import { ExternalIcon } from '../../components/icons';
import { PageBanner } from '../../components/page-banner';
import '../../styles/content.css';
import './group-companies-page.css';
import { GROUP_COMPANIES_INTRO } from '../../../content/page-copy';
import { Picture } from '../../components/picture';

/** Group companies: one card per sister company, linking to its page and its site. */
export default function GroupCompaniesPage() {
  return (
    <>
      <PageBanner title={PAGE_TITLES.groupCompanies} />
      <section className="section">
        <div className="container">
          <p className="section__intro">{GROUP_COMPANIES_INTRO}</p>
          <div className="grid grid--2 group-companies">
            {GROUP_COMPANIES.map((company, index) => (
              <Reveal as="article" key={company.id} delay={index} className="card group-card">
                <Picture picture={company.logo} className="group-card__logo" load="auto" />
                <h2>{company.name}</h2>
                <p>{company.description}</p>
                <div className="group-card__actions">
                  <Link to={company.path} className="btn btn--primary">
                    {SITE_TEXT.readMore}
                    <span className="visually-hidden"> about {company.name}</span>
                  </Link>
                  <a
                    href={company.website}
                    className="btn btn--outline"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <ExternalIcon />
                    {SITE_TEXT.visitWebsite}
                    <span className="visually-hidden">
                      {' '}
                      of {company.name} {SITE_TEXT.opensInNewTab}
                    </span>
                  </a>
                </div>
              </Reveal>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
