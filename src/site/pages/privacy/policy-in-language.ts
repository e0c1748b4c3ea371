// The privacy policy in the current language: the English policy's sections and blocks in their
// order, each with its words from the language's catalogue (by section id, then block by block);
// names, addresses, e-mail and phone stay as they are.
import {
  PRIVACY_POLICY,
  type PolicyBlock,
  type PrivacyPolicy,
} from '../../../content/privacy-policy';
import type { AreaText } from '../../../ui/i18n/areas';
import { useArea } from '../../../ui/i18n/areas';

type PolicyText = AreaText<'privacy-policy'>['privacyPolicy'];
type BlockText = PolicyText['sections'][string]['blocks'][number];

function blockIn(block: PolicyBlock, words: BlockText | undefined): PolicyBlock {
  if (!words) return block;
  if ('paragraph' in block && 'paragraph' in words) return { paragraph: words.paragraph };
  if ('facts' in block && 'facts' in words)
    return { facts: words.facts.map((fact) => ({ ...fact })) };
  if ('forms' in block && 'forms' in words) {
    return {
      forms: block.forms.map((form) => {
        const own = words.forms[form.kind];
        return own
          ? {
              ...form,
              heading: own.heading,
              where: own.where,
              facts: own.facts.map((f) => ({ ...f })),
            }
          : form;
      }),
    };
  }
  if ('officer' in block && 'officer' in words) {
    return { officer: { ...block.officer, ...words.officer } };
  }
  return block;
}

export function usePolicy(): PrivacyPolicy {
  const words = useArea('privacy-policy')?.privacyPolicy;
  if (!words) return PRIVACY_POLICY;
  return {
    title: words.title,
    date: words.date,
    sections: PRIVACY_POLICY.sections.map((section) => {
      const own = words.sections[section.id];
      if (!own) return section;
      return {
        ...section,
        heading: own.heading,
        blocks: section.blocks.map((block, index) => blockIn(block, own.blocks[index])),
      };
    }),
  };
}
