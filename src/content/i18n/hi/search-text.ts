// How the translated pages introduce themselves in search results, in Hindi.
import type { searchDescriptions as english, searchPhrases as phrases } from '../en/search-text';
import type { Translation } from '../translation';

export const searchDescriptions: Translation<typeof english> = {
  '/': 'Kalpa Resins महाराष्ट्र और श्रीलंका के अपने प्लांट में FRP फैब्रिकेटर और मोल्डर के लिए अनसैचुरेटेड पॉलिएस्टर, जेलकोट और ऑप्टिकल फाइबर रॉड रेज़िन बनाती है।',
  '/products':
    'ऑर्थोथैलिक, आइसोथैलिक, ISO-NPG, PTA और रीसाइकल्ड PET पॉलिएस्टर रेज़िन, तीन जेलकोट और एक ऑप्टिकल फाइबर रॉड रेज़िन, डेटा शीट के साथ।',
  '/applications':
    'पॉलिएस्टर रेज़िन के पंद्रह उपयोग, मैनहोल कवर और रूफिंग शीट से लेकर नावों के हल और कार पुट्टी तक, हर एक के लिए सही रेज़िन प्रकारों के साथ।',
  '/inquiry':
    'ग्रेड, कीमत, सैंपल या डिलीवरी के बारे में Kalpa Resins को संदेश भेजें, या महाराष्ट्र और श्रीलंका में हमारे दफ़्तरों को लिखें, फ़ोन करें या वहाँ आएँ।',
  '/career':
    'सातारा, पुणे और कोलंबो में Kalpa Resins की खुली नौकरियाँ: QC केमिस्ट, प्रोडक्शन शिफ्ट ऑफिसर, टेक्निकल सर्विस और सेल्स। ऑनलाइन आवेदन करें।',
  '/privacy':
    'Kalpa Resins की वेबसाइट अपने फ़ॉर्म से कौन-सा व्यक्तिगत डेटा लेती है, क्यों, उसे कहाँ और कितने समय तक रखा जाता है, और उस पर आपके क्या अधिकार हैं।',
  '/error':
    'Kalpa Resins की वेबसाइट का यह पेज नहीं मिला। होम पेज पर लौटें या हमारे पॉलिएस्टर, जेलकोट और ऑप्टिकल फाइबर रॉड रेज़िन देखें।',
  '/dealers':
    'Kalpa के रेज़िन कहाँ से खरीदें: भारत और श्रीलंका में आपके पिन कोड या डाक कोड के सबसे पास के डीलर, उनके ग्रेड, पैक, खुलने के समय और संपर्क के साथ।',
};

export const searchPhrases: Translation<typeof phrases> = {
  applicationTitle: (name) => `${name} के लिए रेज़िन`,
  application: (name, types) =>
    `${name} के लिए कौन-से Kalpa पॉलिएस्टर रेज़िन सही हैं: ${types}, किन प्रकारों से बचें, डेटा शीट और पूछताछ।`,
};
