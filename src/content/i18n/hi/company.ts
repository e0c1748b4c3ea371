import type { companyText as english } from '../en/company';
import type { Translation } from '../translation';

export const companyText: Translation<typeof english> = {
  tagline: '1990 से अनसैचुरेटेड पॉलिएस्टर, जेलकोट और ऑप्टिकल फाइबर रॉड रेज़िन',
  plants: {
    maharashtra: 'महाराष्ट्र प्लांट और मुख्य कार्यालय',
    sriLanka: 'श्रीलंका प्लांट',
  },
  downloads: {
    catalogue: 'प्रोडक्ट कैटलॉग',
    brochure: 'ब्रोशर डाउनलोड करें',
    eCatalog: 'ई-कैटलॉग',
  },
  whatsAppMessage: 'नमस्ते Kalpa Resins, कृपया मेरे उपयोग के लिए अपने रेज़िन के बारे में और जानकारी दें।',
  grievanceOfficerRole: 'शिकायत अधिकारी',
};
