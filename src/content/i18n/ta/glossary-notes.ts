// How the Tamil column of the glossary was chosen, term by term, where a translator needs more
// than the term itself: where Tamil takes a native word although the other languages keep the
// English one, the other forms the trade uses, and where Tamil as written in Sri Lanka (Jaffna,
// Colombo, the plantations) says a trade term differently from Tamil Nadu. One Tamil catalogue
// serves both: it writes the form understood on both sides of the Palk Strait, and notes the
// other here.
import type { Usage } from '../glossary';

/** By the glossary entry's English: Tamil's own usage where it differs from the entry's, and why. */
export const tamilGlossaryNotes: Readonly<Record<string, { usage?: Usage; note: string }>> = {
  resin: {
    note: 'The trade says and writes ரெசின்; the school word பிசின் means gum or glue and is not used for polyester.',
  },
  'unsaturated polyester resin': {
    usage: 'native',
    note: 'நிறைவுறா is the everyday Tamil for unsaturated (நிறைவுறா கொழுப்பு) and shorter than அன்சாச்சுரேட்டட், which the trade also says.',
  },
  catalyst: {
    note: 'Workshops also say ஹார்டனர்; write கேட்டலிஸ்ட். The textbook word வினையூக்கி is understood but not used on the shop floor.',
  },
  mould: { note: 'அச்சு is understood everywhere; fabricators say மோல்டு.' },
  'curing, cure': {
    note: 'A resin க்யூர் ஆகிறது; not காய்கிறது, which is drying.',
  },
  viscosity: { note: 'The textbook பாகுநிலை is not what plants say.' },
  'tensile strength': {
    note: 'The trade keeps டென்சைல் and says வலிமை for strength; the textbook இழுவிசை வலிமை is understood.',
  },
  'elongation at break': {
    usage: 'native',
    note: 'Short and plain beside the English name; used as a data-sheet row label.',
  },
  'osmotic blistering': { note: 'Blisters: கொப்புளங்கள்.' },
  'certificate of analysis': {
    usage: 'native',
    note: 'சான்றிதழ் is the word for any certificate in Tamil Nadu and Sri Lanka alike.',
  },
  tanker: { note: 'In Sri Lanka a road tanker is often a பவுசர் (bowser).' },
  'enquiry, inquiry': { note: 'விசாரணை in business Tamil on both sides; not கேள்வி.' },
  quotation: {
    note: 'Tamil Nadu says கொட்டேஷன்; Sri Lankan Tamil writes விலைமனு. விலைப்புள்ளி is heard too.',
  },
  sample: { note: 'மாதிரி in formal writing; the trade says சாம்பிள்.' },
  dealer: {
    note: 'Sri Lankan Tamil often writes முகவர் (agent); டீலர் is understood in both countries.',
  },
  product: { note: 'தயாரிப்பு, the native word: plain and short on buttons and tabs.' },
  dispatch: { note: 'அனுப்புதல் where a verb reads better (அனுப்பப்பட்டது).' },
  plant: {
    usage: 'native',
    note: 'ஆலை, as in சர்க்கரை ஆலை; தொழிற்சாலை (factory) is the usual word in Sri Lanka and fits too.',
  },
  laboratory: { usage: 'native', note: 'ஆய்வகம் in writing; லேப் in speech.' },
  'quality control': { usage: 'native', note: 'QC stays in Latin letters.' },
  'application (where a resin is used)': {
    note: 'Not விண்ணப்பம், which is a job application.',
  },
  'resume, CV': {
    note: 'Tamil Nadu job seekers say பயோடேட்டா; Sri Lankan Tamil job notices write சுயவிவரக்கோவை. CV stays where the English has it.',
  },
  required: { note: 'On a form label: (கட்டாயம்).' },
  'e-mail': { usage: 'native', note: 'மின்னஞ்சல் in Tamil Nadu and Sri Lanka alike.' },
  'mobile number, phone number': {
    note: 'Tamil Nadu writes எண் for a number; Sri Lankan Tamil writes இலக்கம் (தொலைபேசி இலக்கம்) and கைத்தொலைபேசி for a mobile. எண் is understood in both.',
  },
  'grievance officer': {
    note: 'A complaint is புகார் in Tamil Nadu and முறைப்பாடு in Sri Lanka; குறைதீர்ப்பு (redress) serves both.',
  },
  'personal data': { note: 'தரவு for data; டேட்டா is heard.' },
};
