import { SITE_TEXT } from '../../content/site-text';
import type { LegalDocument } from '../../content/types';
import { PageBanner } from './page-banner';
import '../styles/content.css';

/** Privacy policy and terms share one layout: title, date, then headed sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageBanner title={document.title} />
      <section className="section">
        <article className="container prose">
          <p>
            <strong>{SITE_TEXT.lastUpdated}</strong> <time>{document.date}</time>
          </p>
          {document.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
      </section>
    </>
  );
}
