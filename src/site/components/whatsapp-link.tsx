import { WhatsAppIcon } from './icons';
import { useSiteText, useWhatsAppHref } from '../i18n/site-words';

/**
 * WhatsApp click-to-chat with the sales desk, the message prefilled. Its name begins with the
 * visible word and says what happens: 'WhatsApp: chat with our sales team (opens in a new tab)'.
 */
export function WhatsAppLink({ className }: { className?: string }) {
  const { siteText } = useSiteText();
  const href = useWhatsAppHref();
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      <WhatsAppIcon />
      {siteText.whatsApp}
      <span className="visually-hidden">
        : {siteText.whatsAppChat} {siteText.opensInNewTab}
      </span>
    </a>
  );
}
