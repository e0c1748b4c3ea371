// The privacy page's words: each section by its id, each block in order, each form by its kind.
// The grievance officer's name, e-mail address, phone number and address are not words; the card
// keeps only its heading and the officer's role.
import { PRIVACY_POLICY, type PolicyBlock, type PolicyFact } from '../../privacy-policy';
import { byKey } from './by-key';

type Fact = Pick<PolicyFact, 'term' | 'text'>;

type BlockText =
  | { paragraph: string }
  | { facts: Fact[] }
  | { forms: Readonly<Record<string, { heading: string; where: string; facts: Fact[] }>> }
  | { officer: { heading: string; role: string } };

function blockText(block: PolicyBlock): BlockText {
  if ('paragraph' in block) return { paragraph: block.paragraph };
  if ('facts' in block) return { facts: block.facts };
  if ('forms' in block) {
    return {
      forms: byKey(
        block.forms,
        (form) => form.kind,
        (form) => ({ heading: form.heading, where: form.where, facts: form.facts }),
      ),
    };
  }
  return { officer: { heading: block.officer.heading, role: block.officer.role } };
}

export const privacyPolicy = {
  title: PRIVACY_POLICY.title,
  date: PRIVACY_POLICY.date,
  sections: byKey(
    PRIVACY_POLICY.sections,
    (section) => section.id,
    (section) => ({ heading: section.heading, blocks: section.blocks.map(blockText) }),
  ),
};
