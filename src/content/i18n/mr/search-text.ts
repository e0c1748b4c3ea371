// How the translated pages introduce themselves in search results, in Marathi.
import type { searchDescriptions as english, searchPhrases as phrases } from '../en/search-text';
import type { Translation } from '../translation';

export const searchDescriptions: Translation<typeof english> = {
  '/': 'Kalpa Resins महाराष्ट्र आणि श्रीलंकेतील आपल्या प्लांटमध्ये FRP फॅब्रिकेटर आणि मोल्डरसाठी अनसॅच्युरेटेड पॉलिएस्टर, जेलकोट आणि ऑप्टिकल फायबर रॉड रेझिन बनवते.',
  '/products':
    'ऑर्थोथॅलिक, आयसोथॅलिक, ISO-NPG, PTA आणि रिसायकल्ड PET पॉलिएस्टर रेझिन, तीन जेलकोट आणि एक ऑप्टिकल फायबर रॉड रेझिन, डेटा शीटसह.',
  '/applications':
    'पॉलिएस्टर रेझिनचे पंधरा उपयोग, मॅनहोल कव्हर आणि रूफिंग शीटपासून बोटींच्या हल आणि कार पुट्टीपर्यंत, प्रत्येकासाठी योग्य रेझिन प्रकारांसह.',
  '/inquiry':
    'ग्रेड, किंमत, सॅम्पल किंवा डिलिव्हरीविषयी Kalpa Resins ला संदेश पाठवा, किंवा महाराष्ट्र आणि श्रीलंकेतील आमच्या कार्यालयांना लिहा, फोन करा किंवा भेट द्या.',
  '/career':
    'सातारा, पुणे आणि कोलंबो येथे Kalpa Resins मधील रिक्त पदे: QC केमिस्ट, प्रॉडक्शन शिफ्ट ऑफिसर, टेक्निकल सर्व्हिस आणि सेल्स. ऑनलाइन अर्ज करा.',
  '/privacy':
    'Kalpa Resins ची वेबसाइट फॉर्ममधून कोणता वैयक्तिक डेटा घेते, का, तो कुठे आणि किती काळ ठेवला जातो, आणि त्यावर तुमचे कोणते अधिकार आहेत.',
  '/error':
    'Kalpa Resins च्या वेबसाइटवर हे पान सापडले नाही. मुख्य पानावर परत जा किंवा आमचे पॉलिएस्टर, जेलकोट आणि ऑप्टिकल फायबर रॉड रेझिन पाहा.',
  '/dealers':
    'Kalpa चे रेझिन कुठे मिळतील: भारत आणि श्रीलंकेत तुमच्या पिन कोड किंवा पोस्टल कोडच्या सर्वात जवळचे डीलर, त्यांचे ग्रेड, पॅक, वेळा आणि संपर्कासह.',
};

export const searchPhrases: Translation<typeof phrases> = {
  applicationTitle: (name) => `${name} साठी रेझिन`,
  application: (name, types) =>
    `${name} साठी कोणते Kalpa पॉलिएस्टर रेझिन योग्य आहेत: ${types}, कोणते प्रकार टाळावेत, डेटा शीट आणि चौकशी.`,
};
