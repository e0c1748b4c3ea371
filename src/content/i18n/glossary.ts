// The resin trade's words in each language, written before any catalogue and followed by all of
// them, so that 'gel time' reads the same on the home page, a product card and a data sheet. It
// records how the trade in India and Sri Lanka actually says a term: most technical words are
// spoken and written as English words in the local script (रेज़िन, जेलकोट), a few as native
// words (पूछताछ, चौकशी), and abbreviations, codes and units stay in Latin letters.
import type { TranslatedLanguage } from './languages';

/**
 * How the trade writes a term in the Indian languages:
 * - 'transliterated': the English word in the local script (रेज़िन, जेलकोट);
 * - 'native': a word of the language itself (पूछताछ, चौकशी);
 * - 'kept': Latin letters in every language (FRP, MEKP); such a term may appear in Latin
 *   letters inside any translated string.
 */
export type Usage = 'transliterated' | 'native' | 'kept';

export interface GlossaryEntry {
  /** The term as the English catalogues write it. */
  en: string;
  usage: Usage;
  /** The term in each language; '' where a pending language has not chosen one yet. */
  terms: Readonly<Record<TranslatedLanguage, string>>;
  /** What the term means here, a form to avoid, or another form heard in the trade. */
  note?: string;
}

const kept = (term: string, note?: string): GlossaryEntry => ({
  en: term,
  usage: 'kept',
  terms: { hi: term, mr: term, ta: term, si: term },
  ...(note ? { note } : {}),
});

export const GLOSSARY: readonly GlossaryEntry[] = [
  // Resins and what goes into them.
  {
    en: 'resin',
    usage: 'transliterated',
    terms: { hi: 'रेज़िन', mr: 'रेझिन', ta: 'ரெசின்', si: 'රෙසින්' },
    note: 'Not राल: the trade says रेज़िन. Marathi writes z as झ (रेझिन, क्वार्ट्झ, कंपोझिट).',
  },
  {
    en: 'unsaturated polyester resin',
    usage: 'transliterated',
    terms: {
      hi: 'अनसैचुरेटेड पॉलिएस्टर रेज़िन',
      mr: 'अनसॅच्युरेटेड पॉलिएस्टर रेझिन',
      ta: 'நிறைவுறா பாலியெஸ்டர் ரெசின்',
      si: 'අසංතෘප්ත පොලියෙස්ටර් රෙසින්',
    },
  },
  {
    en: 'polyester',
    usage: 'transliterated',
    terms: { hi: 'पॉलिएस्टर', mr: 'पॉलिएस्टर', ta: 'பாலியெஸ்டர்', si: 'පොලියෙස්ටර්' },
  },
  {
    en: 'gelcoat',
    usage: 'transliterated',
    terms: { hi: 'जेलकोट', mr: 'जेलकोट', ta: 'ஜெல்கோட்', si: 'ජෙල්කෝට්' },
    note: 'The pigmented surface coat sprayed into the mould first.',
  },
  {
    en: 'orthophthalic',
    usage: 'transliterated',
    terms: { hi: 'ऑर्थोथैलिक', mr: 'ऑर्थोथॅलिक', ta: 'ஆர்த்தோதாலிக்', si: 'ඕර්තෝතැලික්' },
    note: "The resin type code 'Ortho' stays in Latin letters.",
  },
  {
    en: 'isophthalic',
    usage: 'transliterated',
    terms: { hi: 'आइसोथैलिक', mr: 'आयसोथॅलिक', ta: 'ஐசோதாலிக்', si: 'අයිසෝතැලික්' },
    note: "The resin type codes 'ISO' and 'ISO NPG' stay in Latin letters.",
  },
  {
    en: 'general purpose (resin)',
    usage: 'transliterated',
    terms: { hi: 'जनरल पर्पज़', mr: 'जनरल पर्पज', ta: 'ஜெனரல் பர்பஸ்', si: 'ජෙනරල් පර්පස්' },
    note: 'The trade name of the everyday orthophthalic grade ("GP resin").',
  },
  {
    en: 'optical fibre rod resin',
    usage: 'transliterated',
    terms: {
      hi: 'ऑप्टिकल फाइबर रॉड रेज़िन',
      mr: 'ऑप्टिकल फायबर रॉड रेझिन',
      ta: 'ஆப்டிகல் ஃபைபர் ராட் ரெசின்',
      si: 'ඔප්ටිකල් ෆයිබර් රොඩ් රෙසින්',
    },
  },
  kept('FRP', 'Fibre reinforced plastic. Said and written as FRP; फाइबरग्लास for the material.'),
  {
    en: 'fibreglass, glass fibre',
    usage: 'transliterated',
    terms: {
      hi: 'फाइबरग्लास, ग्लास फाइबर',
      mr: 'फायबरग्लास, ग्लास फायबर',
      ta: 'ஃபைபர்கிளாஸ், கிளாஸ் ஃபைபர்',
      si: 'ෆයිබර්ග්ලාස්, ග්ලාස් ෆයිබර්',
    },
  },
  {
    en: 'chopped strand mat',
    usage: 'transliterated',
    terms: {
      hi: 'चॉप्ड स्ट्रैंड मैट',
      mr: 'चॉप्ड स्ट्रँड मॅट',
      ta: 'சாப்டு ஸ்ட்ராண்ட் மேட்',
      si: 'චොප්ඩ් ස්ට්‍රෑන්ඩ් මැට්',
    },
  },
  {
    en: 'roving',
    usage: 'transliterated',
    terms: { hi: 'रोविंग', mr: 'रोव्हिंग', ta: 'ரோவிங்', si: 'රෝවිං' },
  },
  {
    en: 'filler',
    usage: 'transliterated',
    terms: { hi: 'फिलर', mr: 'फिलर', ta: 'ஃபில்லர்', si: 'ෆිලර්' },
  },
  {
    en: 'styrene',
    usage: 'transliterated',
    terms: { hi: 'स्टाइरीन', mr: 'स्टायरीन', ta: 'ஸ்டைரீன்', si: 'ස්ටයිරීන්' },
  },
  {
    en: 'catalyst',
    usage: 'transliterated',
    terms: { hi: 'कैटलिस्ट', mr: 'कॅटलिस्ट', ta: 'கேட்டலிஸ்ட்', si: 'කැටලිස්ට්' },
    note: 'The peroxide the workshop adds (MEKP). Workshops also say हार्डनर; write कैटलिस्ट.',
  },
  kept('MEKP', 'Methyl ethyl ketone peroxide, the usual room-temperature catalyst.'),
  kept('TBPB', 'Tert-butyl peroxybenzoate, the hot-cure catalyst.'),
  {
    en: 'accelerator',
    usage: 'transliterated',
    terms: { hi: 'एक्सेलरेटर', mr: 'ॲक्सिलरेटर', ta: 'ஆக்சிலரேட்டர்', si: 'ඇක්සලරේටර්' },
    note: 'Cobalt octoate: कोबाल्ट (hi, mr). Chemical symbols (Co) stay in Latin letters.',
  },
  {
    en: 'pre-accelerated',
    usage: 'transliterated',
    terms: { hi: 'प्री-एक्सेलरेटेड', mr: 'प्री-ॲक्सिलरेटेड', ta: 'ப்ரீ-ஆக்சிலரேட்டட்', si: 'ප්‍රී-ඇක්සලරේටඩ්' },
  },
  {
    en: 'peroxide',
    usage: 'transliterated',
    terms: { hi: 'पेरोक्साइड', mr: 'पेरॉक्साइड', ta: 'பெராக்சைடு', si: 'පෙරොක්සයිඩ්' },
  },
  {
    en: 'thixotropic',
    usage: 'transliterated',
    terms: { hi: 'थिक्सोट्रोपिक', mr: 'थिक्सोट्रॉपिक', ta: 'திக்சோட்ரோபிக்', si: 'තික්සොට්‍රොපික්' },
  },
  kept('NPG', 'Neopentyl glycol: नियोपेंटाइल ग्लाइकॉल where the full name is needed.'),
  kept('PTA', 'Purified terephthalic acid; a resin type code.'),
  kept('PET', 'As in R-PET and PET bottles.'),
  kept('R-PET', 'Recycled PET; a resin type code.'),

  // Processes.
  {
    en: 'pultrusion',
    usage: 'transliterated',
    terms: { hi: 'पल्ट्रूज़न', mr: 'पल्ट्रूजन', ta: 'பல்ட்ரூஷன்', si: 'පල්ට්‍රූෂන්' },
    note: 'Pultruded: पल्ट्रूडेड (hi), पल्ट्रूडेड (mr).',
  },
  {
    en: 'hand lay-up',
    usage: 'transliterated',
    terms: { hi: 'हैंड ले-अप', mr: 'हँड ले-अप', ta: 'ஹேண்ட் லே-அப்', si: 'හෑන්ඩ් ලේ-අප්' },
  },
  {
    en: 'spray-up',
    usage: 'transliterated',
    terms: { hi: 'स्प्रे-अप', mr: 'स्प्रे-अप', ta: 'ஸ்ப்ரே-அப்', si: 'ස්ප්‍රේ-අප්' },
  },
  {
    en: 'moulding',
    usage: 'transliterated',
    terms: { hi: 'मोल्डिंग', mr: 'मोल्डिंग', ta: 'மோல்டிங்', si: 'මෝල්ඩිං' },
    note: 'The process and the moulded part alike.',
  },
  {
    en: 'mould',
    usage: 'transliterated',
    terms: { hi: 'मोल्ड', mr: 'मोल्ड', ta: 'மோல்டு', si: 'මෝල්ඩ්' },
    note: 'The tool. साँचा (hi) and साचा (mr) are understood too; the trade says मोल्ड.',
  },
  {
    en: 'laminate',
    usage: 'transliterated',
    terms: { hi: 'लैमिनेट', mr: 'लॅमिनेट', ta: 'லேமினேட்', si: 'ලැමිනේට්' },
  },
  {
    en: 'vacuum infusion',
    usage: 'transliterated',
    terms: { hi: 'वैक्यूम इन्फ्यूज़न', mr: 'व्हॅक्यूम इन्फ्युजन', ta: 'வேக்யூம் இன்ஃப்யூஷன்', si: 'වැකියුම් ඉන්ෆියුෂන්' },
  },
  {
    en: 'filament winding',
    usage: 'transliterated',
    terms: { hi: 'फिलामेंट वाइंडिंग', mr: 'फिलामेंट वाइंडिंग', ta: 'ஃபிலமென்ட் வைண்டிங்', si: 'ෆිලමන්ට් වයින්ඩිං' },
  },
  kept('SMC', 'Sheet moulding compound.'),
  kept('DMC', 'Dough moulding compound.'),
  kept('RTM', 'Resin transfer moulding.'),
  {
    en: 'curing, cure',
    usage: 'transliterated',
    terms: { hi: 'क्योरिंग, क्योर', mr: 'क्युअरिंग, क्युअर', ta: 'க்யூரிங், க்யூர்', si: 'කියුරිං, කියුර්' },
    note: 'Not पकना or सुखाना: a resin cures, it does not dry.',
  },
  {
    en: 'post-cure',
    usage: 'transliterated',
    terms: { hi: 'पोस्ट-क्योर', mr: 'पोस्ट-क्युअर', ta: 'போஸ்ட்-க்யூர்', si: 'පෝස්ට්-කියුර්' },
  },
  {
    en: 'gel time',
    usage: 'transliterated',
    terms: { hi: 'जेल टाइम', mr: 'जेल टाइम', ta: 'ஜெல் டைம்', si: 'ජෙල් ටයිම්' },
    note: 'Gels: जेल होता है (hi), जेल होते (mr).',
  },
  {
    en: 'exotherm',
    usage: 'transliterated',
    terms: { hi: 'एक्सोथर्म', mr: 'एक्झोथर्म', ta: 'எக்சோதெர்ம்', si: 'එක්සොතර්ම්' },
  },
  {
    en: 'wet-out',
    usage: 'transliterated',
    terms: { hi: 'वेट-आउट', mr: 'वेट-आउट', ta: 'வெட்-அவுட்', si: 'වෙට්-අවුට්' },
    note: 'How well the resin soaks the glass. Wets out: अच्छी तरह भिगोता है (hi), चांगले भिजवते (mr).',
  },

  // Properties.
  {
    en: 'viscosity',
    usage: 'transliterated',
    terms: { hi: 'विस्कोसिटी', mr: 'व्हिस्कोसिटी', ta: 'விஸ்கோசிட்டி', si: 'විස්කොසිටි' },
    note: 'Not श्यानता: plants say विस्कोसिटी.',
  },
  {
    en: 'acid value',
    usage: 'transliterated',
    terms: { hi: 'एसिड वैल्यू', mr: 'ॲसिड व्हॅल्यू', ta: 'ஆசிட் வேல்யூ', si: 'අම්ල අගය' },
  },
  {
    en: 'tensile strength',
    usage: 'transliterated',
    terms: { hi: 'टेंसाइल स्ट्रेंथ', mr: 'टेन्साइल स्ट्रेंथ', ta: 'டென்சைல் வலிமை', si: 'ටෙන්සයිල් ශක්තිය' },
  },
  {
    en: 'elongation at break',
    usage: 'transliterated',
    terms: { hi: 'एलॉन्गेशन ऐट ब्रेक', mr: 'एलॉन्गेशन ॲट ब्रेक', ta: 'முறிவு நீட்சி', si: 'බිඳීමේදී දිගුව' },
  },
  {
    en: 'heat deflection temperature',
    usage: 'transliterated',
    terms: {
      hi: 'हीट डिफ्लेक्शन टेम्परेचर',
      mr: 'हीट डिफ्लेक्शन टेम्परेचर',
      ta: 'ஹீட் டிஃப்ளெக்ஷன் டெம்பரேச்சர்',
      si: 'හීට් ඩිෆ්ලෙක්ෂන් ටෙම්පරේචර්',
    },
    note: 'Also called heat distortion temperature; HDT stays in Latin letters.',
  },
  kept('HDT', 'Heat deflection (distortion) temperature.'),
  {
    en: 'Barcol hardness',
    usage: 'transliterated',
    terms: { hi: 'बारकोल हार्डनेस', mr: 'बारकोल हार्डनेस', ta: 'பார்கோல் ஹார்ட்னஸ்', si: 'බාර්කෝල් හාඩ්නස්' },
  },
  {
    en: 'glass transition temperature',
    usage: 'transliterated',
    terms: {
      hi: 'ग्लास ट्रांज़िशन टेम्परेचर',
      mr: 'ग्लास ट्रान्झिशन टेम्परेचर',
      ta: 'கிளாஸ் டிரான்சிஷன் டெம்பரேச்சர்',
      si: 'ග්ලාස් ට්‍රාන්සිෂන් ටෙම්පරේචර්',
    },
  },
  {
    en: 'shelf life',
    usage: 'transliterated',
    terms: { hi: 'शेल्फ लाइफ', mr: 'शेल्फ लाइफ', ta: 'ஷெல்ஃப் லைஃப்', si: 'ෂෙල්ෆ් ලයිෆ්' },
  },
  {
    en: 'osmotic blistering',
    usage: 'transliterated',
    terms: {
      hi: 'ऑस्मोटिक ब्लिस्टरिंग',
      mr: 'ऑस्मोटिक ब्लिस्टरिंग',
      ta: 'ஆஸ்மோட்டிக் பிளிஸ்டரிங்',
      si: 'ඔස්මොටික් බ්ලිස්ටරිං',
    },
    note: 'Blisters: छाले (hi), फोड (mr), beside the English word the first time.',
  },
  kept('UV', 'Ultraviolet, as in UV stability.'),
  {
    en: 'specific gravity',
    usage: 'transliterated',
    terms: {
      hi: 'स्पेसिफिक ग्रेविटी',
      mr: 'स्पेसिफिक ग्रॅव्हिटी',
      ta: 'ஸ்பெசிஃபிக் கிராவிட்டி',
      si: 'විශිෂ්ට ගුරුත්වය',
    },
    note: 'How heavy the liquid is against water, as the data sheets give it.',
  },
  {
    en: 'workshop',
    usage: 'transliterated',
    terms: { hi: 'वर्कशॉप', mr: 'वर्कशॉप', ta: 'பட்டறை', si: 'වැඩපොළ' },
    note: "The fabricator's shop floor, as in workshop temperature.",
  },

  // Documents, packs and trade.
  {
    en: 'data sheet',
    usage: 'transliterated',
    terms: { hi: 'डेटा शीट', mr: 'डेटा शीट', ta: 'டேட்டா ஷீட்', si: 'දත්ත පත්‍රිකාව' },
    note: 'Technical data sheet: टेक्निकल डेटा शीट; safety data sheet: सेफ्टी डेटा शीट.',
  },
  kept('TDS', 'Technical data sheet.'),
  kept('SDS', 'Safety data sheet.'),
  {
    en: 'certificate of analysis',
    usage: 'transliterated',
    terms: {
      hi: 'सर्टिफिकेट ऑफ एनालिसिस',
      mr: 'सर्टिफिकेट ऑफ ॲनालिसिस',
      ta: 'பகுப்பாய்வுச் சான்றிதழ்',
      si: 'විශ්ලේෂණ සහතිකය',
    },
  },
  {
    en: 'grade',
    usage: 'transliterated',
    terms: { hi: 'ग्रेड', mr: 'ग्रेड', ta: 'கிரேடு', si: 'ග්‍රේඩ්' },
    note: "A catalogue product. Grade codes stay in Latin letters; a grade's title is written in these terms (आइसोथैलिक-NPG रेज़िन).",
  },
  { en: 'batch', usage: 'transliterated', terms: { hi: 'बैच', mr: 'बॅच', ta: 'பேட்ச்', si: 'බැච්' } },
  { en: 'drum', usage: 'transliterated', terms: { hi: 'ड्रम', mr: 'ड्रम', ta: 'டிரம்', si: 'ඩ්‍රම්' } },
  kept('IBC', 'Intermediate bulk container, 1,000 kg.'),
  {
    en: 'pail',
    usage: 'native',
    terms: { hi: 'बाल्टी', mr: 'बादली', ta: 'வாளி', si: 'බාල්දිය' },
    note: 'The 20 kg steel pail gelcoats ship in.',
  },
  {
    en: 'tanker',
    usage: 'transliterated',
    terms: { hi: 'टैंकर', mr: 'टँकर', ta: 'டேங்கர்', si: 'ටැංකර්' },
  },
  {
    en: 'enquiry, inquiry',
    usage: 'native',
    terms: { hi: 'पूछताछ', mr: 'चौकशी', ta: 'விசாரணை', si: 'විමසීම' },
    note: 'Also heard: इन्क्वायरी. Use पूछताछ (hi) and चौकशी (mr) throughout.',
  },
  {
    en: 'quotation',
    usage: 'transliterated',
    terms: { hi: 'कोटेशन', mr: 'कोटेशन', ta: 'கொட்டேஷன்', si: 'මිල ගණන්' },
  },
  {
    en: 'sample',
    usage: 'transliterated',
    terms: { hi: 'सैंपल', mr: 'सॅम्पल', ta: 'சாம்பிள்', si: 'සාම්පලය' },
  },
  {
    en: 'dealer',
    usage: 'transliterated',
    terms: { hi: 'डीलर', mr: 'डीलर', ta: 'டீலர்', si: 'ඩීලර්' },
  },
  {
    en: 'PIN code',
    usage: 'transliterated',
    terms: { hi: 'पिन कोड', mr: 'पिन कोड', ta: 'பின் கோடு', si: 'පින් කේතය' },
    note: "India's six-digit postal code.",
  },
  {
    en: 'postal code',
    usage: 'native',
    terms: { hi: 'डाक कोड', mr: 'पोस्टल कोड', ta: 'அஞ்சல் குறியீடு', si: 'තැපැල් කේතය' },
    note: "Sri Lanka's five-digit code. Marathi readers say पोस्टल कोड.",
  },
  {
    en: 'state, province',
    usage: 'native',
    terms: {
      hi: 'राज्य, प्रांत',
      mr: 'राज्य, प्रांत',
      ta: 'மாநிலம், மாகாணம்',
      si: 'ප්‍රාන්තය, පළාත',
    },
    note: 'An Indian state or union territory; a Sri Lankan province.',
  },
  {
    en: 'district',
    usage: 'native',
    terms: { hi: 'ज़िला', mr: 'जिल्हा', ta: 'மாவட்டம்', si: 'දිස්ත්‍රික්කය' },
  },
  {
    en: 'pack',
    usage: 'transliterated',
    terms: { hi: 'पैक', mr: 'पॅक', ta: 'பேக்', si: 'ඇසුරුම' },
    note: 'A drum, can or pail of resin as sold. Sinhala uses its own word.',
  },
  {
    en: 'product',
    usage: 'transliterated',
    terms: { hi: 'प्रोडक्ट', mr: 'उत्पादन', ta: 'தயாரிப்பு', si: 'නිෂ්පාදනය' },
    note: 'Marathi readers use the native word; Hindi buyers say प्रोडक्ट.',
  },
  { en: 'price', usage: 'native', terms: { hi: 'कीमत', mr: 'किंमत', ta: 'விலை', si: 'මිල' } },
  {
    en: 'dispatch',
    usage: 'transliterated',
    terms: { hi: 'डिस्पैच', mr: 'डिस्पॅच', ta: 'டிஸ்பாட்ச்', si: 'යැවීම' },
  },

  // The company and its people.
  {
    en: 'plant',
    usage: 'transliterated',
    terms: { hi: 'प्लांट', mr: 'प्लांट', ta: 'ஆலை', si: 'කම්හල' },
  },
  {
    en: 'reactor',
    usage: 'transliterated',
    terms: { hi: 'रिएक्टर', mr: 'रिॲक्टर', ta: 'ரியாக்டர்', si: 'රියැක්ටර්' },
  },
  {
    en: 'laboratory',
    usage: 'transliterated',
    terms: { hi: 'लैब', mr: 'लॅब', ta: 'ஆய்வகம்', si: 'විද්‍යාගාරය' },
    note: 'प्रयोगशाला (hi) and प्रयोगशाळा (mr) in formal text.',
  },
  {
    en: 'quality control',
    usage: 'transliterated',
    terms: { hi: 'क्वालिटी कंट्रोल', mr: 'क्वालिटी कंट्रोल', ta: 'தரக் கட்டுப்பாடு', si: 'තත්ත්ව පාලනය' },
  },
  kept('QC', 'Quality control.'),
  {
    en: 'research and development',
    usage: 'native',
    terms: {
      hi: 'अनुसंधान एवं विकास',
      mr: 'संशोधन व विकास',
      ta: 'ஆராய்ச்சி மற்றும் மேம்பாடு',
      si: 'පර්යේෂණ හා සංවර්ධනය',
    },
    note: 'R&D stays in Latin letters.',
  },
  kept('R&D'),
  {
    en: 'application (where a resin is used)',
    usage: 'native',
    terms: { hi: 'उपयोग', mr: 'उपयोग', ta: 'பயன்பாடு', si: 'භාවිතය' },
    note: 'Not एप्लीकेशन, which readers take for a job application.',
  },
  {
    en: 'application (for a job)',
    usage: 'native',
    terms: { hi: 'आवेदन', mr: 'अर्ज', ta: 'விண்ணப்பம்', si: 'අයදුම්පත' },
  },
  {
    en: 'resume, CV',
    usage: 'transliterated',
    terms: { hi: 'बायोडाटा', mr: 'बायोडेटा', ta: 'பயோடேட்டா', si: 'ජීව දත්ත' },
    note: 'The word Indian job seekers use. CV stays in Latin letters where the English has it.',
  },
  kept('CV'),
  kept('HR', 'Human resources, as in HR टीम.'),
  kept('PDF'),
  {
    en: 'fabricator',
    usage: 'transliterated',
    terms: { hi: 'फैब्रिकेटर', mr: 'फॅब्रिकेटर', ta: 'ஃபேப்ரிகேட்டர்', si: 'ෆැබ්‍රිකේටර්' },
  },
  {
    en: 'composite',
    usage: 'transliterated',
    terms: { hi: 'कंपोज़िट', mr: 'कंपोझिट', ta: 'காம்போசிட்', si: 'කොම්පොසිට්' },
  },

  // Forms and privacy.
  {
    en: 'required',
    usage: 'native',
    terms: { hi: 'ज़रूरी', mr: 'आवश्यक', ta: 'கட்டாயம்', si: 'අනිවාර්ය' },
  },
  {
    en: 'optional',
    usage: 'native',
    terms: { hi: 'वैकल्पिक', mr: 'ऐच्छिक', ta: 'விருப்பத்தேர்வு', si: 'විකල්ප' },
  },
  {
    en: 'e-mail',
    usage: 'transliterated',
    terms: { hi: 'ई-मेल', mr: 'ई-मेल', ta: 'மின்னஞ்சல்', si: 'ඊමේල්' },
  },
  {
    en: 'mobile number, phone number',
    usage: 'transliterated',
    terms: {
      hi: 'मोबाइल नंबर, फ़ोन नंबर',
      mr: 'मोबाईल नंबर, फोन नंबर',
      ta: 'மொபைல் எண், தொலைபேசி எண்',
      si: 'ජංගම දුරකථන අංකය, දුරකථන අංකය',
    },
  },
  {
    en: 'privacy policy',
    usage: 'native',
    terms: {
      hi: 'गोपनीयता नीति',
      mr: 'गोपनीयता धोरण',
      ta: 'தனியுரிமைக் கொள்கை',
      si: 'පෞද්ගලිකත්ව ප්‍රතිපත්තිය',
    },
  },
  {
    en: 'consent',
    usage: 'native',
    terms: { hi: 'सहमति', mr: 'संमती', ta: 'ஒப்புதல்', si: 'කැමැත්ත' },
  },
  {
    en: 'grievance officer',
    usage: 'native',
    terms: {
      hi: 'शिकायत अधिकारी',
      mr: 'तक्रार निवारण अधिकारी',
      ta: 'குறைதீர்ப்பு அலுவலர்',
      si: 'පැමිණිලි නිලධාරී',
    },
  },
  {
    en: 'personal data',
    usage: 'native',
    terms: { hi: 'व्यक्तिगत डेटा', mr: 'वैयक्तिक माहिती', ta: 'தனிப்பட்ட தரவு', si: 'පුද්ගලික දත්ත' },
  },
];

/**
 * What stays in Latin letters in every language, besides the glossary's kept terms. The catalogue
 * test also keeps what the content itself names: the company and its sister companies, product
 * names, resin type codes, people, clients, e-mail addresses, phone numbers and web addresses.
 */
export const LATIN_KEPT = {
  /** Standards and test methods, with their numbers. */
  standards: ['ISO 9001:2015', 'ISO', 'IS', 'ASTM', 'EN 124', 'EN', 'DIN', 'UN 1866', 'UN'],
  /** Units and symbols, written after a number as the English has them. */
  units: [
    '°C',
    'mPa·s',
    'MPa',
    'GPa',
    'mg KOH/g',
    'g/m²',
    'kg',
    'mm',
    'm',
    'min',
    'h',
    'rpm',
    'KB',
    'MB',
    '%',
  ],
  /** Abbreviations of materials and chemistry that have no local form. */
  chemistry: ['Co', 'KOH', 'ATH', 'E-glass', 'DMA', 'RAL', 'CSM'],
  /** Names of places, services and brands, which the site also writes in Latin letters. */
  names: [
    'Kalpa',
    'Google Maps',
    'YouTube',
    'WhatsApp',
    'Sanity',
    'Brookfield',
    'Barcol',
    'MIDC',
    'DPDP',
    'PDPA',
    'JSON',
    'GST',
  ],
} as const;

/** Every term the glossary keeps in Latin letters. */
export function keptTerms(): string[] {
  return GLOSSARY.filter((entry) => entry.usage === 'kept').map((entry) => entry.en);
}
