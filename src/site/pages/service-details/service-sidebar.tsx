import { Link } from 'react-router';
import { SITE_TEXT } from '../../../content/site-text';
import { SERVICE_LABELS, SERVICES, type ServiceSidebarCopy } from '../../../content/services';
import type { ServiceCard } from '../../../content/types';
import { DownloadIcon, PhoneIcon } from '../../components/icons';

export interface ServiceSidebarProps {
  current: ServiceCard;
  sidebar: ServiceSidebarCopy;
}

/** Beside a service: contact, the phone, the brochure and the other services. */
export function ServiceSidebar({ current, sidebar }: ServiceSidebarProps) {
  const others = SERVICES.filter((service) => service.id !== current.id);
  // A service with a request of its own (the samples) links to it; the others to contact.
  const request = current.request ?? sidebar.contactLink;
  return (
    <aside className="service-sidebar" aria-label={sidebar.contactHeading}>
      <section className="service-sidebar__box service-sidebar__box--contact">
        <h2 className="service-sidebar__heading">{sidebar.contactHeading}</h2>
        <p>{sidebar.contactText}</p>
        <Link className="btn btn--accent" to={request.path}>
          {request.label}
        </Link>
        <p className="service-sidebar__phone">
          <span className="service-sidebar__phone-label">{sidebar.phoneLabel}</span>
          <a href={sidebar.phone.href}>
            <PhoneIcon />
            {sidebar.phone.display}
          </a>
        </p>
        <a className="service-sidebar__download" href={sidebar.brochure.href} download>
          <DownloadIcon />
          {SERVICE_LABELS.downloadBrochures}
          <span className="visually-hidden"> {SITE_TEXT.downloadPdf}</span>
        </a>
      </section>
      <nav className="service-sidebar__box" aria-labelledby="service-sidebar-others">
        <h2 id="service-sidebar-others" className="service-sidebar__heading">
          {SERVICE_LABELS.otherServices}
        </h2>
        <ul className="service-sidebar__services">
          {others.map((service) => (
            <li key={service.id}>
              <Link to={service.path}>{service.service_name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
