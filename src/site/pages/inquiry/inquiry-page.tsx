import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { COMPANY } from '../../../content/company';
import { INQUIRY_COPY } from '../../../content/page-copy';
import { useArea } from '../../../ui/i18n/areas';
import { Reveal } from '../../../ui/reveal/reveal';
import { ContactForm } from '../../../forms/contact/contact-form';
import '../../../forms/contact/contact-form.css';
import { MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from '../../components/icons';
import { PlantPhone } from '../../components/plant-phone';
import { MapEmbed } from '../../components/map-embed';
import { PageBanner } from '../../components/page-banner';
import { usePlantTitle, useSiteText, useWhatsAppHref } from '../../i18n/site-words';
import '../../styles/content.css';
import './inquiry-page.css';

// The inquiry about one grade or application, at its own address (/inquiry/marine/), where the
// Enquire buttons of the grade and application pages lead without JavaScript.
const InquirySubject = lazy(() => import('./inquiry-subject'));

/**
 * Inquiry and contact: contact details, the contact form and a map; at /inquiry/<grade or
 * application>/ the inquiry form about it, filled in, in the contact form's place.
 */
export default function InquiryPage() {
  const { subject } = useParams();
  const { siteText } = useSiteText();
  const copy = useArea('page-copy')?.inquiryCopy ?? INQUIRY_COPY;
  const plantTitle = usePlantTitle();
  const whatsAppHref = useWhatsAppHref();
  const { maharashtra, sriLanka } = COMPANY.addresses;
  const general = (
    <>
      <h2>{copy.formHeading}</h2>
      <ContactForm />
    </>
  );
  return (
    <>
      <PageBanner title={siteText.getInTouch} />
      <section className="section">
        <div className="container split inquiry">
          <Reveal className="inquiry__details">
            <h2>{copy.detailsHeading}</h2>
            <p className="section__intro">{copy.intro}</p>
            <ul className="info-list">
              <li className="info-list__item">
                <span className="info-list__icon">
                  <MailIcon />
                </span>
                <span>
                  <span className="info-list__label">{siteText.email}</span>
                  <a href={COMPANY.emails.info.href}>{COMPANY.emails.info.display}</a>
                </span>
              </li>
              <li className="info-list__item">
                <span className="info-list__icon">
                  <WhatsAppIcon />
                </span>
                <span>
                  <span className="info-list__label">{siteText.whatsApp}</span>
                  <a href={whatsAppHref} target="_blank" rel="noopener noreferrer">
                    {COMPANY.whatsApp.display}
                    <span className="visually-hidden">
                      {' '}
                      {siteText.whatsApp}: {siteText.whatsAppChat} {siteText.opensInNewTab}
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
                    <span className="info-list__label">{plantTitle(address)}</span>
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
            {subject === undefined ? (
              general
            ) : (
              <Suspense fallback={null}>
                <InquirySubject slug={subject} general={general} />
              </Suspense>
            )}
          </Reveal>
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="inquiry-map">
        <div className="container">
          <h2 id="inquiry-map">{copy.mapHeading}</h2>
          <MapEmbed
            place={plantTitle(maharashtra)}
            embedUrl={COMPANY.mapEmbedUrl}
            lines={maharashtra.lines}
          />
        </div>
      </section>
    </>
  );
}
