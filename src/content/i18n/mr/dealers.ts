import type { DEALER_TEXT } from '../../dealer-text';
import type { Translation } from '../translation';

export const dealerText: Translation<typeof DEALER_TEXT> = {
  heading: 'तुमच्या जवळचा डीलर शोधा',
  intro:
    'तुमच्या सर्वात जवळचे डीलर पाहण्यासाठी तुमचा पिन कोड किंवा पोस्टल कोड टाका, किंवा तुमचे ठिकाण वापरा. किंवा एखादे राज्य किंवा प्रांत निवडा.',
  searchLabel: 'डीलरचा शोध',
  codeLabel: 'पिन कोड किंवा पोस्टल कोड',
  codeHint: 'भारतात 6 अंक, श्रीलंकेत 5 अंक',
  search: 'डीलर शोधा',
  useLocation: 'माझे ठिकाण वापरा',
  locating: 'तुमचे ठिकाण शोधत आहोत…',
  locationDenied:
    'तुमचे ठिकाण शेअर झाले नाही. पिन कोड किंवा पोस्टल कोड टाका, किंवा एखादे राज्य किंवा प्रांत निवडा.',
  locationUnavailable:
    'हा ब्राउझर तुमचे ठिकाण सांगू शकत नाही. पिन कोड किंवा पोस्टल कोड टाका, किंवा एखादे राज्य किंवा प्रांत निवडा.',
  malformedCode: 'भारतातील 6 अंकी पिन कोड किंवा श्रीलंकेतील 5 अंकी पोस्टल कोड टाका.',
  unknownCode: (code) =>
    `${code} हा कोड कोणत्याही पोस्ट ऑफिसचा नाही. तो तपासा, किंवा खाली तुमचे राज्य किंवा प्रांत निवडा.`,
  tableFailed:
    'पोस्टल कोड लोड होऊ शकले नाहीत. कनेक्शन तपासून पुन्हा प्रयत्न करा, किंवा एखादे राज्य किंवा प्रांत निवडा.',
  filters: 'डीलर निवडण्याचे पर्याय',
  region: 'राज्य किंवा प्रांत',
  allRegions: 'सर्व राज्ये आणि प्रांत',
  district: 'जिल्हा',
  allDistricts: 'सर्व जिल्हे',
  grade: 'ग्रेड',
  allGrades: 'सर्व ग्रेड',
  nearest: (count, place) =>
    count === 1 ? `सर्वात जवळचा डीलर: ${place}` : `सर्वात जवळचे ${count} डीलर: ${place}`,
  yourLocation: 'तुमचे ठिकाण',
  listed: (count) => `${count} डीलर`,
  noDealers: 'कोणताही डीलर जुळत नाही. दुसरा ग्रेड, राज्य किंवा जिल्हा निवडा.',
  distance: (distance) => `${distance} अंतरावर`,
  grades: 'ग्रेड',
  packs: 'पॅक',
  services: 'सेवा',
  hours: 'उघडण्याची वेळ',
  languages: 'भाषा',
  serviceNames: {
    'technical-help': 'तांत्रिक मदत',
    'trial-packs': 'ट्रायल पॅक',
    delivery: 'डिलिव्हरी',
  },
  call: 'कॉल करा',
  whatsApp: 'WhatsApp',
  directions: 'मार्ग पाहा',
  email: 'ई-मेल',
  inquire: 'या डीलरमार्फत चौकशी पाठवा',
  inquiryThrough: (dealer) => `तुमची चौकशी ${dealer} मार्फत जाते`,
  opensInNewTab: '(नवीन टॅबमध्ये उघडते)',
  whatsAppMessage: (dealer, grade, page) =>
    `नमस्कार ${dealer}, Kalpa Resins च्या डीलर शोधात मला तुमचे नाव मिळाले (${page}). मला ${grade} खरेदी करायचे आहे. कृपया किंमत आणि पॅकचे आकार पाठवा.`,
  anyGrade: 'Kalpa चे रेझिन',
};
