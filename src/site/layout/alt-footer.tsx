import { Link } from 'react-router';
import { COMPANY } from '../../content/company';
import { ALT_FOOTER_TEXT } from '../../content/alt-footer';
import { useArea } from '../../ui/i18n/areas';
import { LogoMark, PhoneIcon, SocialIcon } from '../components/icons';
import { useCompanyText, useSiteText } from '../i18n/site-words';
import { useQuickLinks } from './footer';
import './alt-footer.css';

const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * The footer of the template's pages: a free-consultation band with the phone, then the
 * company, the footer's links and the four social profiles.
 */
export function AltFooter() {
  const { siteText } = useSiteText();
  const { tagline } = useCompanyText();
  const text = useArea('alt-footer')?.altFooterText ?? ALT_FOOTER_TEXT;
  const quickLinks = useQuickLinks();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer alt-footer">
      <section className="alt-footer__consult" aria-labelledby="alt-footer-consult">
        <div className="container alt-footer__consult-inner">
          <div>
            <h2 id="alt-footer-consult" className="alt-footer__consult-heading">
              {text.heading}
            </h2>
            <p className="alt-footer__consult-text">{text.text}</p>
          </div>
          <a className="btn btn--accent alt-footer__call" href={COMPANY.phone.href}>
            <PhoneIcon />
            <span>
              <span className="alt-footer__call-label">{text.callLabel}</span>
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
          <p>{tagline}</p>
        </div>

        <nav className="alt-footer__links" aria-labelledby="alt-footer-links">
          <h2 id="alt-footer-links" className="visually-hidden">
            {text.linksHeading}
          </h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <ul className="social-links alt-footer__social" aria-label={siteText.followUs}>
          {COMPANY.social.map((social) => {
            // A configured profile opens in a new tab, and says so.
            const external = isExternal(social.href);
            return (
              <li key={social.label}>
                <a
                  href={social.href}
                  aria-label={external ? `${social.label} ${siteText.opensInNewTab}` : social.label}
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
          <p>{siteText.copyright(year, COMPANY.name)}</p>
        </div>
      </div>
    </footer>
  );
}
