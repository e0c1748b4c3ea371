import { COMPANY } from '../../content/company';
import { SITE_TEXT } from '../../content/site-text';
import { MailIcon, PhoneIcon } from '../components/icons';
import { SocialLinks } from './social-links';
import { WhatsAppLink } from '../components/whatsapp-link';

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
        {/* Phones only: the header's 'Call Any Time' block has no room there. */}
        <a href={COMPANY.phone.href} className="top-bar__call">
          <PhoneIcon />
          <span className="visually-hidden">{SITE_TEXT.callAnyTime} </span>
          {COMPANY.phone.display}
        </a>
        <WhatsAppLink className="top-bar__whatsapp" />
        <SocialLinks label={SITE_TEXT.socialMedia} />
      </div>
    </div>
  );
}
