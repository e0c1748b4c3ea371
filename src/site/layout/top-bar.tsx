import { COMPANY } from '../../content/company';
import { MailIcon, PhoneIcon } from '../components/icons';
import { useSiteText } from '../i18n/site-words';
import { LanguageChoice } from './language-choice';
import { SocialLinks } from './social-links';
import { WhatsAppLink } from '../components/whatsapp-link';
import './language-choice.css';

export function TopBar() {
  const { siteText } = useSiteText();
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
          <span className="visually-hidden">{siteText.callAnyTime} </span>
          {COMPANY.phone.display}
        </a>
        <WhatsAppLink className="top-bar__whatsapp" />
        <SocialLinks label={siteText.socialMedia} />
        <LanguageChoice />
      </div>
    </div>
  );
}
