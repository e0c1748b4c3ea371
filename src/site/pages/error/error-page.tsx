import { Link } from 'react-router';
import { useMessages, useSiteText } from '../../i18n/site-words';
import './error-page.css';

/** The /error page: 'Oops! Page Not Found.' and a way back home. */
export default function ErrorPage() {
  const { siteText } = useSiteText();
  const { messages } = useMessages();
  return (
    <section className="error-page container">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1>{messages.errorPageTitle}</h1>
      <p>{siteText.errorPageText}</p>
      <Link to="/" className="btn btn--primary">
        {messages.backHome}
      </Link>
    </section>
  );
}
