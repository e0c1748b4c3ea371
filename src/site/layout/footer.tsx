import { Link } from 'react-router';
import { COMPANY } from '../../content/company';
import { ExternalIcon, LogoMark, MailIcon, PhoneIcon, PinIcon } from '../components/icons';
import { PlantPhone } from '../components/plant-phone';
import { useCompanyText, usePlantTitle, useShellText, useSiteText } from '../i18n/site-words';
import { FooterGallery } from './footer-gallery';
import { SocialLinks } from './social-links';

/** The footers' links, in the current language, the privacy policy and site map last. */
export function useQuickLinks(): { label: string; to: string }[] {
  const { siteText, pageTitles } = useSiteText();
  const { footerLinks } = useShellText();
  return [
    { label: footerLinks.home, to: '/' },
    { label: footerLinks.about, to: '/about-us' },
    { label: footerLinks.products, to: '/products' },
    { label: footerLinks.applications, to: '/applications' },
    { label: footerLinks.contact, to: '/inquiry' },
    { label: pageTitles.dealers, to: '/dealers' },
    { label: pageTitles.career, to: '/career' },
    { label: footerLinks.terms, to: '/terms-conditions' },
    { label: siteText.privacyPolicy, to: '/privacy' },
    { label: siteText.siteMap, to: '/site-map' },
  ];
}

export function Footer() {
  const { siteText } = useSiteText();
  const { tagline } = useCompanyText();
  const plantTitle = usePlantTitle();
  const quickLinks = useQuickLinks();
  const year = new Date().getFullYear();
  const { maharashtra, sriLanka } = COMPANY.addresses;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-company">
          <p className="logo logo--footer">
            <LogoMark />
            <span id="footer-company" className="site-footer__company">
              {COMPANY.name}
            </span>
          </p>
          <p>{tagline}</p>
          <SocialLinks label={siteText.followUs} count={2} />
        </section>

        <nav className="site-footer__links" aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__heading">
            {siteText.quickLinks}
          </h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="site-footer__contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {siteText.contactUs}
          </h2>
          {[maharashtra, sriLanka].map((address) => (
            <address key={address.title} className="site-footer__address">
              <PinIcon />
              <span>
                <strong>{plantTitle(address)}</strong>
                {address.lines.map((line) => (
                  <span key={line} className="site-footer__line">
                    {line}
                  </span>
                ))}
                <span className="site-footer__line site-footer__phone">
                  <PhoneIcon />
                  <PlantPhone plant={address} />
                </span>
              </span>
            </address>
          ))}
          <p className="site-footer__row">
            <MailIcon />
            <a href={COMPANY.emails.info.href}>{COMPANY.emails.info.display}</a>
          </p>
          <p className="site-footer__row">
            <ExternalIcon />
            <a href={COMPANY.mapLinkUrl} target="_blank" rel="noopener noreferrer">
              {siteText.viewMap}
              <span className="visually-hidden"> {siteText.opensInNewTab}</span>
            </a>
          </p>
        </section>

        <section className="site-footer__gallery" aria-labelledby="footer-gallery">
          <h2 id="footer-gallery" className="site-footer__heading">
            {siteText.footerGallery}
          </h2>
          <FooterGallery />
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>{siteText.copyright(year, COMPANY.name)}</p>
          <dl className="site-footer__registration">
            {[
              { label: siteText.cin, value: COMPANY.registration.cin },
              { label: siteText.gstin, value: COMPANY.registration.gstin },
            ].map(({ label, value }) => (
              <div key={label.short}>
                <dt>
                  <abbr title={label.full}>{label.short}</abbr>
                </dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </footer>
  );
}
