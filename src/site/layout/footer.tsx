import { Link } from 'react-router';
import { COMPANY } from '../../content/company';
import { PAGE_TITLES, SITE_TEXT } from '../../content/site-text';
import { ExternalIcon, LogoMark, MailIcon, PhoneIcon, PinIcon } from '../components/icons';
import { PlantPhone } from '../components/plant-phone';
import { FooterGallery } from './footer-gallery';
import { SocialLinks } from './social-links';

export const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about-us' },
  { label: 'Products', to: '/products' },
  { label: 'Applications', to: '/applications' },
  { label: 'Contact', to: '/inquiry' },
  { label: PAGE_TITLES.career, to: '/career' },
  { label: 'Terms', to: '/terms-conditions' },
] as const;

export function Footer() {
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
          <p>{COMPANY.tagline}</p>
          <SocialLinks label={SITE_TEXT.followUs} count={2} />
        </section>

        <nav className="site-footer__links" aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__heading">
            {SITE_TEXT.quickLinks}
          </h2>
          <ul>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/privacy">{SITE_TEXT.privacyPolicy}</Link>
            </li>
            <li>
              <Link to="/site-map">{SITE_TEXT.siteMap}</Link>
            </li>
          </ul>
        </nav>

        <section className="site-footer__contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {SITE_TEXT.contactUs}
          </h2>
          {[maharashtra, sriLanka].map((address) => (
            <address key={address.title} className="site-footer__address">
              <PinIcon />
              <span>
                <strong>{address.title}</strong>
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
              {SITE_TEXT.viewMap}
              <span className="visually-hidden"> {SITE_TEXT.opensInNewTab}</span>
            </a>
          </p>
        </section>

        <section className="site-footer__gallery" aria-labelledby="footer-gallery">
          <h2 id="footer-gallery" className="site-footer__heading">
            {SITE_TEXT.footerGallery}
          </h2>
          <FooterGallery />
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>{SITE_TEXT.copyright(year, COMPANY.name)}</p>
          <dl className="site-footer__registration">
            {[
              { label: SITE_TEXT.cin, value: COMPANY.registration.cin },
              { label: SITE_TEXT.gstin, value: COMPANY.registration.gstin },
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
