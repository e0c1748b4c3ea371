import type { DEALER_TEXT } from '../../dealer-text';
import type { Translation } from '../translation';

export const dealerText: Translation<typeof DEALER_TEXT> = {
  heading: 'अपने पास का डीलर खोजें',
  intro:
    'अपने सबसे पास के डीलर देखने के लिए अपना पिन कोड या डाक कोड डालें, या अपने स्थान का इस्तेमाल करें। या कोई राज्य या प्रांत चुनें।',
  searchLabel: 'डीलर की खोज',
  codeLabel: 'पिन कोड या डाक कोड',
  codeHint: 'भारत में 6 अंक, श्रीलंका में 5 अंक',
  search: 'डीलर खोजें',
  useLocation: 'मेरा स्थान इस्तेमाल करें',
  locating: 'आपका स्थान पता किया जा रहा है…',
  locationDenied: 'आपका स्थान साझा नहीं हुआ। पिन कोड या डाक कोड डालें, या कोई राज्य या प्रांत चुनें।',
  locationUnavailable:
    'यह ब्राउज़र आपका स्थान नहीं बता सकता। पिन कोड या डाक कोड डालें, या कोई राज्य या प्रांत चुनें।',
  malformedCode: 'भारत का 6 अंकों का पिन कोड या श्रीलंका का 5 अंकों का डाक कोड डालें।',
  unknownCode: (code) => `कोड ${code} किसी डाकघर का नहीं है। इसे जाँचें, या नीचे अपना राज्य या प्रांत चुनें।`,
  tableFailed: 'डाक कोड लोड नहीं हो सके। अपना कनेक्शन जाँचकर फिर कोशिश करें, या कोई राज्य या प्रांत चुनें।',
  filters: 'डीलर छाँटें',
  region: 'राज्य या प्रांत',
  allRegions: 'सभी राज्य और प्रांत',
  district: 'ज़िला',
  allDistricts: 'सभी ज़िले',
  grade: 'ग्रेड',
  allGrades: 'सभी ग्रेड',
  nearest: (count, place) =>
    count === 1 ? `${place} के सबसे पास का डीलर` : `${place} के सबसे पास के ${count} डीलर`,
  yourLocation: 'आपके स्थान',
  listed: (count) => `${count} डीलर`,
  noDealers: 'कोई डीलर मेल नहीं खाता। कोई और ग्रेड, राज्य या ज़िला चुनें।',
  distance: (distance) => `${distance} दूर`,
  grades: 'ग्रेड',
  packs: 'पैक',
  services: 'सेवाएँ',
  hours: 'खुलने का समय',
  languages: 'भाषाएँ',
  serviceNames: {
    'technical-help': 'तकनीकी मदद',
    'trial-packs': 'ट्रायल पैक',
    delivery: 'डिलीवरी',
  },
  call: 'कॉल करें',
  whatsApp: 'WhatsApp',
  directions: 'रास्ता देखें',
  email: 'ई-मेल',
  inquire: 'इस डीलर के ज़रिए पूछताछ भेजें',
  inquiryThrough: (dealer) => `आपकी पूछताछ ${dealer} के ज़रिए जाती है`,
  opensInNewTab: '(नए टैब में खुलता है)',
  whatsAppMessage: (dealer, grade, page) =>
    `नमस्ते ${dealer}, मुझे आपका नाम Kalpa Resins की डीलर खोज पर मिला (${page})। मुझे ${grade} खरीदना है। कृपया कीमत और पैक के साइज़ भेजें।`,
  anyGrade: 'Kalpa के रेज़िन',
};
