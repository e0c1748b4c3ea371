import { PageBanner } from '../../components/page-banner';
import { useSiteText } from '../../i18n/site-words';
import { usePolicy } from './policy-in-language';
import { PolicyBlockView } from './policy-blocks';
import '../../styles/content.css';
import './privacy-page.css';

/** The privacy policy: each form itemised, the visitor's rights, and whom to ask or complain to. */
export default function PrivacyPage() {
  const { siteText } = useSiteText();
  const policy = usePolicy();
  return (
    <>
      <PageBanner title={policy.title} />
      <section className="section">
        <article className="container prose privacy">
          <p>
            <strong>{siteText.lastUpdated}</strong> <time>{policy.date}</time>
          </p>
          {policy.sections.map((section) => (
            <section key={section.id}>
              <h2>{section.heading}</h2>
              {section.blocks.map((block, index) => (
                <PolicyBlockView key={index} block={block} />
              ))}
            </section>
          ))}
        </article>
      </section>
    </>
  );
}
