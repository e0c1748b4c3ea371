import { Link, useParams } from 'react-router';
import { APPLICATION_PAGE_TEXT } from '../../../content/application-page';
import { APPLICATIONS } from '../../../content/applications';
import { dataSheetLinks } from '../../../content/data-sheets';
import { gradeHref, gradesOfType } from '../../../content/resin-grades';
import type { Application, ResinType } from '../../../content/types';
import '../../../forms/inquiry/inquiry-form.css';
import { EnquireLink } from '../../components/enquire-link';
import { PageBanner, type Crumb } from '../../components/page-banner';
import { useInquiryPopup } from '../../components/use-inquiry-popup';
import { Picture } from '../../components/picture';
import { useMessages, useSiteText } from '../../i18n/site-words';
import { useArea } from '../../../ui/i18n/areas';
import './application-page.css';

/** The page's labels, and the crumb back to the list, in the current language. */
function usePageText() {
  const TEXT = useArea('application-page')?.applicationPageText ?? APPLICATION_PAGE_TEXT;
  const crumbs: Crumb[] = [{ label: TEXT.breadcrumb, to: '/applications' }];
  return { TEXT, crumbs };
}

/** An application in the current language: its name, description and picture's description. */
function useLocalized(): (app: Application) => Application {
  const words = useArea('applications')?.applications;
  return (app) => {
    const own = words?.[app.slug];
    if (!own) return app;
    return {
      ...app,
      service_name: own.name,
      service_description: own.description,
      src: { ...app.src, alt: own.alt },
    };
  };
}

/** One application area at /application/<slug>: what it needs, which grades suit it, enquire. */
export default function ApplicationPage() {
  const { slug } = useParams();
  const { TEXT, crumbs } = usePageText();
  const { formText } = useMessages();
  const localized = useLocalized();
  const inquiry = useInquiryPopup();
  const index = APPLICATIONS.findIndex((app) => app.slug === slug);
  const english = APPLICATIONS[index];
  if (!english) return <UnknownApplication />;
  const app = localized(english);
  const count = APPLICATIONS.length;
  const previous = localized(APPLICATIONS[(index - 1 + count) % count]!);
  const next = localized(APPLICATIONS[(index + 1) % count]!);

  return (
    <div className="application-page">
      <PageBanner title={app.service_name} crumbs={crumbs} />
      <section className="section" aria-label={app.service_name}>
        <div className="container application">
          <div className="application__intro">
            <Picture picture={app.src} className="application__image" load="high" />
            <div>
              <p className="application__description">{app.service_description}</p>
              <div className="application__enquire">
                <h2 className="application__enquire-heading">{TEXT.enquireHeading}</h2>
                <p>{TEXT.enquireText}</p>
                {/* The Enquire button of the applications list; the form loads as it is reached for. */}
                <EnquireLink subject={english.slug} label={app.service_name} />
                <button
                  type="button"
                  className="resin-enquire__button needs-script"
                  aria-haspopup="dialog"
                  aria-label={formText.enquireAbout(app.service_name)}
                  onPointerEnter={inquiry.prepare}
                  onFocus={inquiry.prepare}
                  // The inquiry names the application as staff know it, in English.
                  onClick={(event) =>
                    inquiry.openFor(english.service_name, event.currentTarget, app.service_name)
                  }
                >
                  {formText.enquire}
                </button>
                <FindDealer />
              </div>
            </div>
          </div>

          <section aria-labelledby="application-suitable">
            <h2 id="application-suitable">{TEXT.suitableHeading}</h2>
            <p className="section__intro">{TEXT.suitableIntro}</p>
            <ul className="application__types">
              {app.service_Right.map((type) => (
                <SuitableType key={type} type={type} />
              ))}
            </ul>
          </section>

          {app.service_Wrong.length > 0 && (
            <section aria-labelledby="application-unsuitable">
              <h2 id="application-unsuitable">{TEXT.unsuitableHeading}</h2>
              <ul className="application__avoid">
                {app.service_Wrong.map((type) => (
                  <li key={type}>{type}</li>
                ))}
              </ul>
            </section>
          )}

          <nav className="application__nav" aria-label={TEXT.breadcrumb}>
            <Neighbour app={previous} label={TEXT.previous} rel="prev" />
            <Link className="btn btn--outline" to={`/applications#${app.slug}`}>
              {TEXT.backToList}
            </Link>
            <Neighbour app={next} label={TEXT.next} rel="next" />
          </nav>
        </div>
      </section>
      {inquiry.element}
    </div>
  );
}

/** A suitable resin type with its catalogue grades, each linked and with its data sheets. */
function SuitableType({ type }: { type: ResinType }) {
  const { TEXT } = usePageText();
  return (
    <li className="application__type card">
      <h3 className="application__type-name">
        <span className="application__mark" aria-hidden="true">
          {'\u2713'}
        </span>
        {type}
      </h3>
      <ul className="application__grades">
        {gradesOfType(type).map((grade) => {
          const sheets = dataSheetLinks(grade.id);
          return (
            <li key={grade.id} className="application__grade">
              <Link to={gradeHref(grade.id)}>{grade.title}</Link>
              <span className="application__sheets">
                {[sheets.tds, sheets.sds].map((sheet) => (
                  <a
                    key={sheet.href}
                    href={sheet.href}
                    aria-label={TEXT.dataSheetsOf(grade.title, sheet.label)}
                  >
                    {sheet.label}
                  </a>
                ))}
              </span>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

function Neighbour({ app, label, rel }: { app: Application; label: string; rel: 'prev' | 'next' }) {
  return (
    <Link
      className={`application__neighbour application__neighbour--${rel}`}
      to={app.path}
      rel={rel}
    >
      <span className="application__neighbour-label">{label}</span>
      <span className="application__neighbour-name">{app.service_name}</span>
    </Link>
  );
}

/** A slug no application has: say so, and list the ones there are. */
/** The dealers page, where a buyer finds the dealer nearest to them. */
function FindDealer() {
  const { siteText } = useSiteText();
  return (
    <p className="application__dealers">
      <Link to="/dealers">{siteText.findDealer}</Link>
    </p>
  );
}

function UnknownApplication() {
  const { TEXT, crumbs } = usePageText();
  const localized = useLocalized();
  return (
    <div className="application-page">
      <PageBanner title={TEXT.notFoundTitle} crumbs={crumbs} />
      <section className="section" aria-label={TEXT.notFoundTitle}>
        <div className="container">
          <p>{TEXT.notFoundText}</p>
          <ul className="application__list">
            {APPLICATIONS.map((app) => (
              <li key={app.slug}>
                <Link to={app.path}>{localized(app).service_name}</Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
