import { Link } from 'react-router';
import { COMPANY } from '../../content/company';
import { ALT_FOOTER_TEXT } from '../../content/alt-footer';
import { SITE_TEXT } from '../../content/site-text';
import { LogoMark, PhoneIcon, SocialIcon } from '../components/icons';
import { QUICK_LINKS } from './footer';
import './alt-footer.css';

const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * The footer of the second and third layouts: a free-consultation band with the phone, then the
 * company, the footer's links and the four social profiles.
 */
export function AltFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer alt-footer">
      <section className="alt-footer__consult" aria-labelledby="alt-footer-consult">
        <div className="container alt-footer__consult-inner">
          <div>
            <h2 id="alt-footer-consult" className="alt-footer__consult-heading">
              {ALT_FOOTER_TEXT.heading}
            </h2>
            <p className="alt-footer__consult-text">{ALT_FOOTER_TEXT.text}</p>
          </div>
          <a className="btn btn--accent alt-footer__call" href={COMPANY.phone.href}>
            <PhoneIcon />
            <span>
              <span className="alt-footer__call-label">{ALT_FOOTER_TEXT.callLabel}</span>
              <span className="alt-footer__call-number">{COMPANY.phone.display}</span>
            </span>
          </a>
        </div>
      </section>

      <div className="container alt-footer__main">
        <div className="alt-footer__company">
          <p className="logo logo--footer">
            <LogoMark />
            <span className="site-footer__company">{COMPANY.name}</span>
          </p>
          <p>{COMPANY.tagline}</p>
        </div>

        <nav className="alt-footer__links" aria-labelledby="alt-footer-links">
          <h2 id="alt-footer-links" className="visually-hidden">
            {ALT_FOOTER_TEXT.linksHeading}
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

        <ul className="social-links alt-footer__social" aria-label={SITE_TEXT.followUs}>
          {COMPANY.social.map((social) => {
            // A configured profile opens in a new tab, and says so.
            const external = isExternal(social.href);
            return (
              <li key={social.label}>
                <a
                  href={social.href}
                  aria-label={
                    external ? `${social.label} ${SITE_TEXT.opensInNewTab}` : social.label
                  }
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <SocialIcon label={social.label} />
                </a>
              </li>
            );
          })}
        </ul>
      </div>

      <div className="site-footer__bottom">
        <div className="container">
          <p>{SITE_TEXT.copyright(year, COMPANY.name)}</p>
        </div>
      </div>
    </footer>
  );
}
