import { Link, useParams } from 'react-router';
import {
  SERVICE_LABELS,
  SERVICE_SIDEBAR,
  SERVICE_SINGLE,
  SERVICES,
  serviceBySlug,
  type ServiceSidebarCopy,
} from '../../../content/services';
import type { Picture as PictureEntry, ServiceCard } from '../../../content/types';
import { PageBanner, type Crumb } from '../../components/page-banner';
import { ServiceSidebar } from './service-sidebar';
import { Picture } from '../../components/picture';
import { CheckList } from '../../components/check-list';
import './service-details-page.css';

const CRUMBS: Crumb[] = [
  { label: SERVICE_SINGLE.breadcrumb.label, to: SERVICE_SINGLE.breadcrumb.path },
];

/**
 * One service in full: /service-details/<slug>, the first service at /service-details, and the
 * audit at /service-single (variant 'single') with its own picture, sections and sidebar words.
 */
export default function ServiceDetailsPage({ variant }: { variant?: string }) {
  const { slug } = useParams();
  if (variant === 'single') {
    return (
      <ServiceDetails
        service={SERVICE_SINGLE.service}
        image={SERVICE_SINGLE.image}
        sidebar={SERVICE_SINGLE.sidebar}
        single
      />
    );
  }
  const service = slug === undefined ? SERVICES[0] : serviceBySlug(slug);
  if (!service) return <UnknownService />;
  return <ServiceDetails service={service} image={service.src} sidebar={SERVICE_SIDEBAR} />;
}

interface ServiceDetailsProps {
  service: ServiceCard;
  image: PictureEntry;
  sidebar: ServiceSidebarCopy;
  /** The audit's page, which adds its own sections and closing line. */
  single?: boolean;
}

function ServiceDetails({ service, image, sidebar, single = false }: ServiceDetailsProps) {
  const { details } = service;
  return (
    <div className="service-details-page">
      <PageBanner title={service.service_name} crumbs={CRUMBS} />
      <div className="section">
        <div className="container service-details">
          <article className="service-details__main">
            <Picture picture={image} className="service-details__image" load="high" />
            {details.intro.map((paragraph) => (
              <p key={paragraph} className="service-details__lead">
                {paragraph}
              </p>
            ))}
            <div className="service-details__fit">
              <section aria-labelledby="service-when">
                <h2 id="service-when">{SERVICE_LABELS.whenHeading}</h2>
                <CheckList items={service.service_Right} />
              </section>
              <section aria-labelledby="service-not-for">
                <h2 id="service-not-for">{SERVICE_LABELS.notForHeading}</h2>
                <ul className="service-details__not-for">
                  {service.service_Wrong.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </section>
            </div>
            <section aria-labelledby="service-steps">
              <h2 id="service-steps">{SERVICE_LABELS.stepsHeading}</h2>
              <ol className="service-details__steps">
                {details.steps.map((step) => (
                  <li key={step.title}>
                    <h3>{step.title}</h3>
                    <p>{step.text}</p>
                  </li>
                ))}
              </ol>
            </section>
            {single &&
              SERVICE_SINGLE.sections.map((section, index) => (
                <section key={section.heading} aria-labelledby={`service-section-${index}`}>
                  <h2 id={`service-section-${index}`}>{section.heading}</h2>
                  <CheckList items={section.items} />
                </section>
              ))}
            <section aria-labelledby="service-deliverables">
              <h2 id="service-deliverables">{SERVICE_LABELS.deliverablesHeading}</h2>
              <CheckList items={details.deliverables} />
            </section>
            <section aria-labelledby="service-turnaround">
              <h2 id="service-turnaround">{SERVICE_LABELS.turnaroundHeading}</h2>
              <p>{details.turnaround}</p>
            </section>
            {single && <p className="service-details__closing">{SERVICE_SINGLE.closing}</p>}
          </article>
          <ServiceSidebar current={service} sidebar={sidebar} />
        </div>
      </div>
    </div>
  );
}

/** A slug no service has: say so, and offer the services there are. */
function UnknownService() {
  return (
    <div className="service-details-page">
      <PageBanner title={SERVICE_LABELS.notFoundTitle} crumbs={CRUMBS} />
      <section className="section" aria-labelledby="service-missing">
        <div className="container">
          <h2 id="service-missing" className="visually-hidden">
            {SERVICE_LABELS.allServices}
          </h2>
          <p>{SERVICE_LABELS.notFoundText}</p>
          <ul className="service-details__list">
            {SERVICES.map((service) => (
              <li key={service.id}>
                <Link to={service.path}>{service.service_name}</Link>
              </li>
            ))}
          </ul>
          <Link className="btn btn--primary" to="/service-1">
            {SERVICE_LABELS.allServices}
          </Link>
        </div>
      </section>
    </div>
  );
}
