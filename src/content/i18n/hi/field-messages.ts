import type { FIELD_MESSAGES, LIMIT_MESSAGES } from '../../field-messages';
import type { Translation } from '../translation';

export const limitMessages: Translation<typeof LIMIT_MESSAGES> = {
  resumeTooLarge: 'बायोडाटा 5 MB या उससे छोटा होना चाहिए।',
  tooLong: (label, max) => `${label} में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं।`,
  bodyTooLarge: 'भेजी गई जानकारी बहुत बड़ी है।',
  originNotAllowed: 'इस साइट से जानकारी भेजने की अनुमति नहीं है।',
  rateLimited: 'बहुत बार भेजा गया। कृपया एक मिनट बाद फिर कोशिश करें।',
  serviceUnavailable: 'अभी संदेश सहेजा नहीं जा सका। कृपया फिर कोशिश करें।',
  invalidResume: 'अपलोड किया गया बायोडाटा नहीं मिला। कृपया फ़ाइल फिर से चुनें।',
  network: 'सर्वर से कनेक्शन नहीं है। कृपया अपना कनेक्शन जाँचें और फिर कोशिश करें।',
  rateLimitedFor: (seconds) => `बहुत बार भेजा गया। कृपया ${seconds} सेकंड बाद फिर कोशिश करें।`,
  invalidJson: 'भेजी गई जानकारी पढ़ी नहीं जा सकी। कृपया इसे फिर से भेजें।',
  notJson: 'जानकारी JSON के रूप में भेजी जानी चाहिए।',
  methodNotAllowed: 'यह पता केवल भेजी गई जानकारी लेता है।',
  unknownRoute: 'इस पते पर कुछ नहीं है।',
  cancelled: 'भेजना रद्द कर दिया गया।',
  notConfigured: 'जानकारी भेजने की सेवा अभी सेट नहीं है।',
  controlCharacters: (label) => `${label} में कंट्रोल कैरेक्टर नहीं होने चाहिए।`,
  directionControls: (label) => `${label} में लिखावट की दिशा बदलने वाले छिपे कैरेक्टर नहीं होने चाहिए।`,
  invisibleCharacters: (label) => `${label} में अदृश्य कैरेक्टर नहीं होने चाहिए।`,
  encodedWords: (label) =>
    `${label} में "=?" नहीं होना चाहिए, जिसे ई-मेल प्रोग्राम कोड किए गए टेक्स्ट की तरह पढ़ते हैं।`,
  resumeFileName: 'बायोडाटा फ़ाइल का नाम',
  idReused: 'यह जानकारी पहले किसी और सामग्री के साथ मिल चुकी है। अपने बदलाव सहेजने के लिए कृपया इसे फिर से भेजें।',
  tooSlow: 'जानकारी बहुत धीरे पहुँची। कृपया अपना कनेक्शन जाँचें और फिर कोशिश करें।',
  forbiddenField: 'भेजी गई जानकारी में एक ऐसे फ़ील्ड का नाम है जिसकी अनुमति नहीं है।',
};

export const fieldMessages: Translation<typeof FIELD_MESSAGES> = {
  missing: {
    name: 'अपना नाम लिखें',
    email: 'अपना ई-मेल पता लिखें',
    phone: 'अपना फ़ोन नंबर लिखें',
    companyName: 'अपनी कंपनी का नाम लिखें',
    message: 'अपना संदेश लिखें',
    applicationName: 'उपयोग चुनें',
  },
};
