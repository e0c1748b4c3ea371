import { COMPANY } from '../../../content/company';
import { PAGE_TITLES } from '../../../content/site-text';
import { Reveal } from '../../../ui/reveal/reveal';
import { MapEmbed } from '../../components/map-embed';
import { PageBanner } from '../../components/page-banner';
import '../../styles/content.css';
import './location-page.css';

const PLANTS = [
  {
    address: COMPANY.addresses.maharashtra,
    embedUrl: COMPANY.mapEmbedUrl,
    linkUrl: COMPANY.mapLinkUrl,
  },
  {
    address: COMPANY.addresses.sriLanka,
    embedUrl: COMPANY.sriLankaMapEmbedUrl,
    linkUrl: COMPANY.sriLankaMapLinkUrl,
  },
];

/** Location: both plants, each with a map loaded on request. */
export default function LocationPage() {
  return (
    <>
      <PageBanner title={PAGE_TITLES.location} />
      <section className="section">
        <div className="container location">
          {PLANTS.map(({ address, embedUrl, linkUrl }, index) => (
            <Reveal as="article" key={address.title} delay={index} className="location__plant">
              <div className="location__text">
                <h2>{address.title}</h2>
                <address>
                  {address.lines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
                <p>
                  <a href={COMPANY.phone.href}>{COMPANY.phone.display}</a>
                  <br />
                  <a href={COMPANY.emails.info.href}>{COMPANY.emails.info.display}</a>
                </p>
              </div>
              <MapEmbed
                place={address.title}
                embedUrl={embedUrl}
                linkUrl={linkUrl}
                lines={address.lines}
              />
            </Reveal>
          ))}
        </div>
      </section>
    </>
  );
}
