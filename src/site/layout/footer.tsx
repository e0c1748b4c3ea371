import { Link } from 'react-router';
import { COMPANY } from '../../content/company';
import { SITE_TEXT } from '../../content/site-text';
import {
  ExternalIcon,
  LogoMark,
  MailIcon,
  PhoneIcon,
  PinIcon,
  SocialIcon,
} from '../components/icons';
import { FooterGallery } from './footer-gallery';

export const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about-us' },
  { label: 'Products', to: '/products' },
  { label: 'Applications', to: '/applications' },
  { label: 'Contact', to: '/inquiry' },
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
          <ul className="social-links" aria-label={SITE_TEXT.followUs}>
            {COMPANY.social.slice(0, 2).map((social) => (
              <li key={social.label}>
                <a href={social.href} aria-label={social.label}>
                  <SocialIcon label={social.label} />
                </a>
              </li>
            ))}
          </ul>
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
              {/* A relative link, as the spec's footer has it: inside the hash route it is #/privacy. */}
              <a href="#/privacy">{SITE_TEXT.privacyPolicy}</a>
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
              </span>
            </address>
          ))}
          <p className="site-footer__row">
            <PhoneIcon />
            <a href={COMPANY.phone.href}>{COMPANY.phone.display}</a>
          </p>
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
        </div>
      </div>
    </footer>
  );
}
