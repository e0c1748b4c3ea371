import type { companyText as english } from '../en/company';
import type { Translation } from '../translation';

export const companyText: Translation<typeof english> = {
  tagline: '1990 पासून अनसॅच्युरेटेड पॉलिएस्टर, जेलकोट आणि ऑप्टिकल फायबर रॉड रेझिन',
  plants: {
    maharashtra: 'महाराष्ट्र प्लांट व मुख्य कार्यालय',
    sriLanka: 'श्रीलंका प्लांट',
  },
  downloads: {
    catalogue: 'उत्पादन कॅटलॉग',
    brochure: 'माहितीपत्रक डाउनलोड करा',
    eCatalog: 'ई-कॅटलॉग',
  },
  whatsAppMessage: 'नमस्कार Kalpa Resins, कृपया माझ्या उपयोगासाठी तुमच्या रेझिनविषयी अधिक माहिती द्या.',
  grievanceOfficerRole: 'तक्रार निवारण अधिकारी',
};
