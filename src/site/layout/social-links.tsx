import { COMPANY } from '../../content/company';
import { SocialIcon } from '../components/icons';
import { useSiteText } from '../i18n/site-words';

interface SocialLinksProps {
  /** Names the list for screen readers. */
  label: string;
  /** How many of the company's profiles, in order; all when absent. */
  count?: number;
}

/** Icons linking to the company's social profiles, each opening in a new tab. */
export function SocialLinks({ label, count }: SocialLinksProps) {
  const { siteText } = useSiteText();
  return (
    <ul className="social-links" aria-label={label}>
      {COMPANY.social.slice(0, count).map((social) => (
        <li key={social.label}>
          <a href={social.href} target="_blank" rel="noopener noreferrer">
            <SocialIcon label={social.label} />
            <span className="visually-hidden">
              {social.label} {siteText.opensInNewTab}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
