import { useState } from 'react';
import { Link } from 'react-router';
import { COMPANY } from '../../../content/company';
import { FAQ_ITEMS, FAQ_OPEN_ID, FAQ_TEXT } from '../../../content/faq';
import { PAGE_TITLES } from '../../../content/site-text';
import { Accordion } from '../../components/accordion';
import { PhoneIcon } from '../../components/icons';
import { PageBanner } from '../../components/page-banner';
import './faq-page.css';

const FIRST_OPEN = Math.max(
  0,
  FAQ_ITEMS.findIndex((item) => item.id === FAQ_OPEN_ID),
);

/**
 * The buyers' questions in an accordion: one answer open at a time, the first when the page
 * loads; pressing the open question closes it. Then a way to ask what the list does not answer.
 */
export default function FaqPage() {
  const [openIndex, setOpenIndex] = useState<number | null>(FIRST_OPEN);
  return (
    <>
      <PageBanner title={PAGE_TITLES.faq} />
      <section className="section">
        <div className="container faq">
          <p className="section__intro faq__intro">{FAQ_TEXT.intro}</p>
          <Accordion
            items={FAQ_ITEMS}
            itemKey={(item) => item.id}
            openIndex={openIndex}
            onOpenChange={setOpenIndex}
            collapsible
            headingLevel={2}
            block="faq"
            renderButton={(item) => (
              <>
                <span className="faq__question">{item.question}</span>
                <span className="faq__icon" aria-hidden="true" />
              </>
            )}
            renderPanel={(item) =>
              item.answer.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
            }
          />
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="faq-cta-heading">
        <div className="container faq-cta">
          <div>
            <h2 id="faq-cta-heading">{FAQ_TEXT.ctaHeading}</h2>
            <p>{FAQ_TEXT.ctaText}</p>
          </div>
          <div className="faq-cta__actions">
            <Link className="btn btn--primary" to="/inquiry">
              {FAQ_TEXT.ctaInquiry}
            </Link>
            <a className="btn btn--outline" href={COMPANY.phone.href}>
              <PhoneIcon />
              {FAQ_TEXT.ctaCall} {COMPANY.phone.display}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
