import { COMPANY } from '../../../content/company';
import { PAGE_TITLES } from '../../../content/site-text';
import { Reveal } from '../../../ui/reveal/reveal';
import { MapEmbed } from '../../components/map-embed';
import { PageBanner } from '../../components/page-banner';
import { PlantPhone } from '../../components/plant-phone';
import '../../styles/content.css';
import './location-page.css';

const PLANTS = [
  { address: COMPANY.addresses.maharashtra, embedUrl: COMPANY.mapEmbedUrl },
  { address: COMPANY.addresses.sriLanka, embedUrl: COMPANY.sriLankaMapEmbedUrl },
];

/** Location: both plants, each with its own telephone and a map loaded on request. */
export default function LocationPage() {
  return (
    <>
      <PageBanner title={PAGE_TITLES.location} />
      <section className="section">
        <div className="container location">
          {PLANTS.map(({ address, embedUrl }, index) => (
            <Reveal as="article" key={address.title} delay={index} className="location__plant">
              <div className="location__text">
                <h2>{address.title}</h2>
                <address>
                  {address.lines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
                <p>
                  <PlantPhone plant={address} />
                  <br />
                  <a href={COMPANY.emails.info.href}>{COMPANY.emails.info.display}</a>
                </p>
              </div>
              <MapEmbed place={address.title} embedUrl={embedUrl} lines={address.lines} />
            </Reveal>
          ))}
        </div>
      </section>
    </>
  );
}
