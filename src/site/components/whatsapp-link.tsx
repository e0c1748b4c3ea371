import { COMPANY } from '../../content/company';
import { SITE_TEXT } from '../../content/site-text';
import { WhatsAppIcon } from './icons';

/**
 * WhatsApp click-to-chat with the sales desk, the message prefilled. Its name begins with the
 * visible word and says what happens: 'WhatsApp: chat with our sales team (opens in a new tab)'.
 */
export function WhatsAppLink({ className }: { className?: string }) {
  return (
    <a className={className} href={COMPANY.whatsApp.href} target="_blank" rel="noopener noreferrer">
      <WhatsAppIcon />
      {SITE_TEXT.whatsApp}
      <span className="visually-hidden">
        : {SITE_TEXT.whatsAppChat} {SITE_TEXT.opensInNewTab}
      </span>
    </a>
  );
}
