import { Link } from 'react-router';
import { inquiryPath } from '../../content/site-paths';
import { useMessages } from '../i18n/site-words';
import './enquire-link.css';

export interface EnquireLinkProps {
  /** The grade's id or the application's slug. */
  subject: string;
  /** The grade or application as the page names it, for the link's name. */
  label: string;
}

/**
 * What an Enquire button is without JavaScript: a link to the inquiry page with the grade or
 * application filled in (/inquiry/<subject>/, in the page's language). The button beside it,
 * marked `needs-script`, opens the same form in a dialog once the app runs.
 */
export function EnquireLink({ subject, label }: EnquireLinkProps) {
  const { formText } = useMessages();
  return (
    <span className="without-script">
      <Link
        className="resin-enquire__button enquire-link"
        to={inquiryPath(subject)}
        aria-label={formText.enquireAbout(label)}
      >
        {formText.enquire}
      </Link>
    </span>
  );
}
