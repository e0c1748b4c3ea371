import type { PolicyBlock, PolicyFact } from '../../../content/privacy-policy';
import { useSiteText } from '../../i18n/site-words';

function Facts({ facts }: { facts: readonly PolicyFact[] }) {
  return (
    <dl className="privacy__facts">
      {facts.map((fact) => (
        <div key={fact.term} className="privacy__fact">
          <dt>{fact.term}</dt>
          <dd>{fact.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One block of a policy section: a paragraph, a list of facts, the forms, or the officer. */
export function PolicyBlockView({ block }: { block: PolicyBlock }) {
  const { siteText } = useSiteText();
  if ('paragraph' in block) return <p>{block.paragraph}</p>;
  if ('facts' in block) return <Facts facts={block.facts} />;
  if ('forms' in block) {
    return (
      <>
        {block.forms.map((form) => (
          <section key={form.kind} className="privacy__form">
            <h3>{form.heading}</h3>
            <p>{form.where}</p>
            <Facts facts={form.facts} />
          </section>
        ))}
      </>
    );
  }
  const { officer } = block;
  return (
    <address className="privacy__officer">
      <strong>{officer.heading}</strong>
      <span>{officer.name}</span>
      <span>{officer.role}</span>
      {officer.address.map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span>
        {siteText.email}: <a href={officer.email.href}>{officer.email.display}</a>
      </span>
      <span>
        {siteText.phone}: <a href={officer.phone.href}>{officer.phone.display}</a>
      </span>
    </address>
  );
}
