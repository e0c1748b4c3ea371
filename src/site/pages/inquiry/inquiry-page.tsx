import { COMPANY } from '../../../content/company';
import { SITE_TEXT } from '../../../content/site-text';
import { Reveal } from '../../../ui/reveal/reveal';
import { ContactForm } from '../../../forms/contact/contact-form';
import '../../../forms/contact/contact-form.css';
import { MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from '../../components/icons';
import { PlantPhone } from '../../components/plant-phone';
import { MapEmbed } from '../../components/map-embed';
import { PageBanner } from '../../components/page-banner';
import '../../styles/content.css';
import './inquiry-page.css';
import { INQUIRY_COPY } from '../../../content/page-copy';

/** Inquiry and contact: contact details, the contact form and a map. */
export default function InquiryPage() {
  const { maharashtra, sriLanka } = COMPANY.addresses;
  return (
    <>
      <PageBanner title={SITE_TEXT.getInTouch} />
      <section className="section">
        <div className="container split inquiry">
          <Reveal className="inquiry__details">
            <h2>{INQUIRY_COPY.detailsHeading}</h2>
            <p className="section__intro">{INQUIRY_COPY.intro}</p>
            <ul className="info-list">
              <li className="info-list__item">
                <span className="info-list__icon">
                  <MailIcon />
                </span>
                <span>
                  <span className="info-list__label">{SITE_TEXT.email}</span>
                  <a href={COMPANY.emails.info.href}>{COMPANY.emails.info.display}</a>
                </span>
              </li>
              <li className="info-list__item">
                <span className="info-list__icon">
                  <WhatsAppIcon />
                </span>
                <span>
                  <span className="info-list__label">{SITE_TEXT.whatsApp}</span>
                  <a href={COMPANY.whatsApp.href} target="_blank" rel="noopener noreferrer">
                    {COMPANY.whatsApp.display}
                    <span className="visually-hidden">
                      {' '}
                      {SITE_TEXT.whatsApp}: {SITE_TEXT.whatsAppChat} {SITE_TEXT.opensInNewTab}
                    </span>
                  </a>
                </span>
              </li>
              {[maharashtra, sriLanka].map((address) => (
                <li className="info-list__item" key={address.title}>
                  <span className="info-list__icon">
                    <PinIcon />
                  </span>
                  <address>
                    <span className="info-list__label">{address.title}</span>
                    {address.lines.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                    <span className="info-list__phone">
                      <PhoneIcon />
                      <PlantPhone plant={address} />
                    </span>
                  </address>
                </li>
              ))}
            </ul>
          </Reveal>
          <Reveal delay={1} className="card form-card">
            <h2>{INQUIRY_COPY.formHeading}</h2>
            <ContactForm />
          </Reveal>
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="inquiry-map">
        <div className="container">
          <h2 id="inquiry-map">{INQUIRY_COPY.mapHeading}</h2>
          <MapEmbed
            place={maharashtra.title}
            embedUrl={COMPANY.mapEmbedUrl}
            lines={maharashtra.lines}
          />
        </div>
      </section>
    </>
  );
}
