import { Link } from 'react-router';
import { SERVICE_2, SERVICE_LABELS } from '../../../content/services';
import { PAGE_TITLES } from '../../../content/site-text';
import { Reveal } from '../../../ui/reveal/reveal';
import { PageBanner } from '../../components/page-banner';
import { Picture } from '../../components/picture';
import './service-2-page.css';

/** The second services page: how the service works, then the vision beside its picture. */
export default function Service2Page() {
  const { vision } = SERVICE_2;
  return (
    <div className="service-2-page">
      <PageBanner
        title={PAGE_TITLES.services2}
        crumbs={[{ label: SERVICE_LABELS.breadcrumb, to: '/service-1' }]}
      />
      <section className="section" aria-labelledby="service-2-heading">
        <div className="container service-2__intro">
          <p className="eyebrow">{SERVICE_2.eyebrow}</p>
          <h2 id="service-2-heading">{SERVICE_2.heading}</h2>
          {SERVICE_2.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <Link className="btn btn--primary" to="/service-1">
            {SERVICE_LABELS.allServices}
          </Link>
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="service-2-vision">
        <div className="container service-2__vision">
          <Reveal className="service-2__vision-text">
            <h2 id="service-2-vision">{vision.heading}</h2>
            <p>{vision.text}</p>
          </Reveal>
          <Reveal delay={1}>
            <Picture picture={vision.image} className="service-2__vision-image" />
          </Reveal>
        </div>
      </section>
    </div>
  );
}
