import type { footerGalleryAlt as englishAlt, shellText as english } from '../en/shell';
import type { Translation } from '../translation';

export const shellText: Translation<typeof english> = {
  footerLinks: {
    home: 'मुख्य पान',
    about: 'आमच्याविषयी',
    products: 'उत्पादने',
    applications: 'उपयोग',
    contact: 'संपर्क',
    terms: 'अटी',
  },
  breadcrumb: { label: 'पानाचा मार्ग', home: 'मुख्य पान' },
  lightbox: {
    previous: 'मागील चित्र',
    next: 'पुढील चित्र',
    close: 'चित्र बंद करा',
  },
  language: {
    label: 'भाषा',
    untranslated: 'हे पान अजून मराठीत नाही, म्हणून ते इंग्रजीत दाखवले आहे.',
    newsInEnglish: 'बातम्यांचे लेख अजून मराठीत नाहीत, म्हणून ते इंग्रजीत दाखवले आहेत.',
  },
};

export const footerGalleryAlt: Translation<typeof englishAlt> = {
  1: 'रेझिन प्लांटमधील स्टेनलेस स्टीलचे रिॲक्टर',
  2: 'स्टायरीन आणि रेझिनच्या साठवण टाक्या',
  3: 'फिलिंग लाइनवर भरले जाणारे रेझिनचे ड्रम',
  4: 'टेस्ट फ्लास्कसह क्वालिटी कंट्रोल लॅब',
  5: 'डिस्पॅचसाठी तयार IBC आणि ड्रम',
  6: 'Kalpa रेझिनपासून बनवलेली FRP उत्पादने',
};
