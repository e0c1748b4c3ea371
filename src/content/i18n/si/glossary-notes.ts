// How the Sinhala column of the glossary was chosen, term by term, where a translator needs more
// than the term itself: where Sinhala takes a native word although the other languages keep the
// English one, and the other forms heard in Sri Lanka's FRP workshops and boatyards. Sinhala
// readers learnt chemistry in Sinhala, so a few school words (අසංතෘප්ත, අම්ල) read more plainly
// than the English; for the rest the trade speaks English words in Sinhala letters.
import type { Usage } from '../glossary';

/** By the glossary entry's English: Sinhala's own usage where it differs from the entry's, and why. */
export const sinhalaGlossaryNotes: Readonly<Record<string, { usage?: Usage; note: string }>> = {
  'unsaturated polyester resin': {
    usage: 'native',
    note: 'අසංතෘප්ත is the school word for unsaturated, shorter and plainer than අන්සැචුරේටඩ්.',
  },
  catalyst: {
    note: 'Workshops also say හාඩ්නර්; write කැටලිස්ට්. The textbook උත්ප්‍රේරකය is not used on the shop floor.',
  },
  mould: { note: 'අච්චුව is understood everywhere; boatyards say මෝල්ඩ් එක.' },
  'curing, cure': { note: 'A resin කියුර් වෙනවා; not වියළෙනවා, which is drying.' },
  viscosity: { note: 'The textbook දුස්ස්‍රාවිතාව is not what plants say.' },
  'acid value': {
    usage: 'native',
    note: 'අම්ල අගය, the chemistry class term; a data-sheet row label read at a glance.',
  },
  'tensile strength': { note: 'The trade keeps ටෙන්සයිල් and says ශක්තිය for strength.' },
  'elongation at break': { usage: 'native', note: 'A data-sheet row label.' },
  'osmotic blistering': { note: 'Blisters: බිබිලි.' },
  'data sheet': {
    usage: 'native',
    note: 'Technical data sheet: තාක්ෂණික දත්ත පත්‍රිකාව; safety data sheet: ආරක්ෂණ දත්ත පත්‍රිකාව.',
  },
  'certificate of analysis': { usage: 'native', note: 'සහතිකය for any certificate.' },
  drum: { note: 'Also heard: බැරලය (barrel).' },
  tanker: { note: 'A road tanker is often a බවුසරය (bowser) in Sri Lanka.' },
  'enquiry, inquiry': { note: 'විමසීම, as in විමසීම් සඳහා (for enquiries).' },
  quotation: {
    usage: 'native',
    note: 'මිල ගණන් (prices quoted): ask for a quotation, මිල ගණන් ඉල්ලන්න. කොටේෂන් is heard.',
  },
  sample: { note: 'සාම්පලය, a loan word long at home in Sinhala.' },
  product: { note: 'නිෂ්පාදනය, the native word, as on every Sri Lankan label.' },
  dispatch: { usage: 'native', note: 'යැවීම (sending); යවනවා as the verb.' },
  plant: { usage: 'native', note: 'කම්හල; කර්මාන්තශාලාව (factory) is longer.' },
  laboratory: { usage: 'native', note: 'විද්‍යාගාරය; ලැබ් එක in speech.' },
  'quality control': { usage: 'native', note: 'QC stays in Latin letters.' },
  'application (where a resin is used)': {
    note: 'භාවිතය (use); not අයදුම්පත, which is a job application.',
  },
  'resume, CV': {
    note: 'ජීව දත්ත, as Sri Lankan job notices write it; CV stays where the English has it.',
  },
  optional: { note: 'On a form label: (විකල්ප).' },
  'e-mail': { note: 'ඊමේල් as people write it; the formal විද්‍යුත් තැපෑල is long for a label.' },
  'mobile number, phone number': {
    usage: 'native',
    note: 'ජංගම (mobile) and දුරකථන අංකය (telephone number), as Sri Lankan forms write them.',
  },
  'grievance officer': { note: 'පැමිණිල්ල is a complaint.' },
};
