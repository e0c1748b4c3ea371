import type { FIELD_MESSAGES, LIMIT_MESSAGES } from '../../field-messages';
import type { Translation } from '../translation';

export const limitMessages: Translation<typeof LIMIT_MESSAGES> = {
  resumeTooLarge: 'बायोडेटा 5 MB किंवा त्यापेक्षा लहान असावा.',
  tooLong: (label, max) => `${label} जास्तीत जास्त ${max} अक्षरांचे असावे.`,
  bodyTooLarge: 'पाठवलेली माहिती खूप मोठी आहे.',
  originNotAllowed: 'या साइटवरून माहिती पाठवण्याची परवानगी नाही.',
  rateLimited: 'खूप वेळा पाठवले गेले. कृपया एका मिनिटाने पुन्हा प्रयत्न करा.',
  serviceUnavailable: 'संदेश आत्ता जतन करता आला नाही. कृपया पुन्हा प्रयत्न करा.',
  invalidResume: 'अपलोड केलेला बायोडेटा सापडला नाही. कृपया फाइल पुन्हा निवडा.',
  network: 'सर्व्हरशी कनेक्शन नाही. कृपया तुमचे कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.',
  rateLimitedFor: (seconds) => `खूप वेळा पाठवले गेले. कृपया ${seconds} सेकंदांनी पुन्हा प्रयत्न करा.`,
  invalidJson: 'पाठवलेली माहिती वाचता आली नाही. कृपया ती पुन्हा पाठवा.',
  notJson: 'माहिती JSON स्वरूपात पाठवली पाहिजे.',
  methodNotAllowed: 'हा पत्ता फक्त पाठवलेली माहिती स्वीकारतो.',
  unknownRoute: 'या पत्त्यावर काहीही नाही.',
  cancelled: 'पाठवणे रद्द झाले.',
  notConfigured: 'माहिती पाठवण्याची सेवा अजून सेट केलेली नाही.',
  controlCharacters: (label) => `${label} मध्ये कंट्रोल कॅरेक्टर असू नयेत.`,
  directionControls: (label) => `${label} मध्ये मजकुराची दिशा बदलणारे लपलेले कॅरेक्टर असू नयेत.`,
  invisibleCharacters: (label) => `${label} मध्ये न दिसणारे कॅरेक्टर असू नयेत.`,
  encodedWords: (label) =>
    `${label} मध्ये "=?" असू नये, कारण ई-मेल प्रोग्राम त्याला सांकेतिक मजकूर म्हणून वाचतात.`,
  resumeFileName: 'बायोडेटा फाइलचे नाव',
  idReused: 'ही माहिती आधीच वेगळ्या मजकुरासह मिळाली आहे. तुमचे बदल जतन करण्यासाठी कृपया ती पुन्हा पाठवा.',
  tooSlow: 'माहिती खूप हळू पोहोचली. कृपया तुमचे कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.',
  forbiddenField: 'पाठवलेल्या माहितीत परवानगी नसलेल्या फील्डचे नाव आहे.',
};

export const fieldMessages: Translation<typeof FIELD_MESSAGES> = {
  missing: {
    name: 'तुमचे नाव लिहा',
    email: 'तुमचा ई-मेल पत्ता लिहा',
    phone: 'तुमचा फोन नंबर लिहा',
    companyName: 'तुमच्या कंपनीचे नाव लिहा',
    message: 'तुमचा संदेश लिहा',
    applicationName: 'उपयोग निवडा',
  },
};
