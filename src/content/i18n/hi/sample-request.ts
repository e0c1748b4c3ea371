// The sample request's page, form and messages in Hindi, on the glossary's terms.
import type { SAMPLE_TEXT } from '../../sample-request';
import type { Translation } from '../translation';

export const sampleText: Translation<typeof SAMPLE_TEXT> = {
  intro:
    'बड़ी मात्रा में ख़रीदने से पहले किसी ग्रेड को आज़माएँ। पहले ट्रायल के लिए हम 1 kg या 5 kg का लैब सैंपल मुफ़्त भेजते हैं, उसकी टेक्निकल डेटा शीट, सेफ़्टी डेटा शीट और सर्टिफ़िकेट ऑफ़ एनालिसिस के साथ, तीन कामकाजी दिनों में।',
  throughDealer: (dealer) => `आपका अनुरोध हमें और आपके डीलर ${dealer} को जाता है।`,
  form: 'सैंपल अनुरोध फ़ॉर्म',
  submit: 'सैंपल मँगाएँ',
  gradeLabel: 'ग्रेड',
  chooseGrade: 'ग्रेड चुनें',
  sizeLabel: 'सैंपल का आकार',
  size: (kg) => `${kg} किलो`,
  purposeLabel: 'आप इसे किस लिए जाँचेंगे',
  purposeHint: 'आपका प्रोसेस, पार्ट और अभी आप क्या इस्तेमाल करते हैं।',
  addressLabel: 'डिलीवरी का पता',
  countryLabel: 'देश',
  chooseCountry: 'देश चुनें',
  countries: { IN: 'भारत', LK: 'श्रीलंका' },
  postcodeLabel: 'पिन कोड या डाक कोड',
  postcodeHint: 'भारत: 6 अंकों का पिन कोड। श्रीलंका: 5 अंकों का डाक कोड।',
  sent: 'सैंपल का अनुरोध भेज दिया गया',
  thanksTitle: 'सैंपल के अनुरोध के लिए धन्यवाद',
  thanksNext: 'हम तीन कामकाजी दिनों में सैंपल भेजते हैं और भेजते समय आपको कूरियर और उसका ट्रैकिंग नंबर ई-मेल करते हैं।',
  reference: 'आपका संदर्भ:',
  again: 'एक और सैंपल मँगाएँ',
  link: 'सैंपल मँगाएँ',
  messages: {
    grade: 'जो ग्रेड आप आज़माना चाहते हैं, उसे चुनें।',
    size: 'सैंपल का आकार चुनें।',
    purpose: 'बताएँ कि आप सैंपल किस लिए जाँचेंगे।',
    address: 'वह पता लिखें जहाँ सैंपल जाना है।',
    country: 'भारत या श्रीलंका चुनें।',
    pin: 'भारत के पिन कोड में 6 अंक होते हैं, जैसे 415004।',
    postal: 'श्रीलंका के डाक कोड में 5 अंक होते हैं, जैसे 10350।',
    postcodeMissing: 'पिन कोड या डाक कोड लिखें।',
    postcode: '6 अंकों का पिन कोड (भारत) या 5 अंकों का डाक कोड (श्रीलंका) लिखें, केवल अंक।',
  },
};
