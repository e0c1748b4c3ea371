import { Link } from 'react-router';
import { PAGE_TITLES } from '../../../content/site-text';
import {
  SERVICE_LABELS,
  SERVICE_SIDEBAR,
  SERVICES,
  SERVICES_MORE,
  SERVICES_PAGE,
} from '../../../content/services';
import { CAROUSEL_TESTIMONIALS } from '../../../content/testimonials';
import '../../../forms/inquiry/inquiry-form.css';
import { PageBanner } from '../../components/page-banner';
import { SectionHead } from '../../components/section-head';
import { TestimonialsCarousel } from '../../components/testimonials-carousel';
import { useInquiryPopup } from '../../components/use-inquiry-popup';
import { ServiceCard } from './service-card';
import './service-1-page.css';

const TITLE_HINT_ID = 'service-title-hint';

/**
 * The services list: a card per service, then 'Many More ...' and the testimonials. One inquiry
 * modal serves every card, with the chosen service read-only in its application field.
 */
export default function Service1Page() {
  const inquiry = useInquiryPopup();
  return (
    <div className="service-1-page">
      <PageBanner title={PAGE_TITLES.services} />

      <section className="section" aria-labelledby="services-heading">
        <div className="container">
          <SectionHead
            id="services-heading"
            eyebrow={SERVICES_PAGE.eyebrow}
            heading={SERVICES_PAGE.heading}
            intro={SERVICES_PAGE.intro}
          />
          <p id={TITLE_HINT_ID} hidden>
            {SERVICE_LABELS.titleOpensEnquiry}
          </p>
          <ul className="service-cards">
            {SERVICES.map((service) => (
              <ServiceCard
                key={service.id}
                service={service}
                onEnquire={inquiry.openFor}
                onPrepare={inquiry.prepare}
                titleHintId={TITLE_HINT_ID}
              />
            ))}
          </ul>
          <div className="service-more">
            <h3 className="service-more__title">{SERVICES_MORE.label}</h3>
            <p className="service-more__text">{SERVICES_MORE.text}</p>
            <Link className="btn btn--outline" to={SERVICE_SIDEBAR.contactLink.path}>
              {SERVICE_SIDEBAR.contactLink.label}
            </Link>
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="services-testimonials-heading">
        <div className="container">
          <SectionHead
            id="services-testimonials-heading"
            eyebrow={SERVICE_LABELS.testimonialsEyebrow}
            heading={SERVICE_LABELS.testimonialsHeading}
          />
          <TestimonialsCarousel testimonials={CAROUSEL_TESTIMONIALS} />
        </div>
      </section>

      {inquiry.element}
    </div>
  );
}
