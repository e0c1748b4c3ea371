import { COMPANY } from '../../content/company';
import { MailIcon, SocialIcon } from '../components/icons';

export function TopBar() {
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <ul className="top-bar__mails">
          {Object.values(COMPANY.emails).map((mail) => (
            <li key={mail.href}>
              <a href={mail.href}>
                <MailIcon />
                {mail.display}
              </a>
            </li>
          ))}
        </ul>
        <ul className="social-links" aria-label="Social media">
          {COMPANY.social.map((social) => (
            <li key={social.label}>
              <a href={social.href} aria-label={social.label}>
                <SocialIcon label={social.label} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
