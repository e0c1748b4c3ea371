import type { APPLICATION_PAGE_TEXT } from '../../application-page';
import type { Translation } from '../translation';

export const applicationPageText: Translation<typeof APPLICATION_PAGE_TEXT> = {
  breadcrumb: 'उपयोग',
  suitableHeading: 'उपयुक्त रेज़िन प्रकार',
  suitableIntro: 'हर प्रकार इन ग्रेड में बनता है। कैटलॉग में कोई ग्रेड खोलें, या उसकी डेटा शीट डाउनलोड करें।',
  unsuitableHeading: 'इन रेज़िन प्रकारों से बचें',
  dataSheetsOf: (grade, sheet) => `${sheet}: ${grade}`,
  enquireHeading: 'हमारे इंजीनियरों से पूछें',
  enquireText: 'हमें अपने पार्ट्स और अपनी प्रक्रिया के बारे में बताएँ, हम सही ग्रेड सुझाएँगे।',
  previous: 'पिछला उपयोग',
  next: 'अगला उपयोग',
  backToList: 'सभी उपयोगों पर लौटें',
  notFoundTitle: 'उपयोग नहीं मिला',
  notFoundText: 'इस पते पर कोई उपयोग नहीं है। ये वे उपयोग हैं जिनके लिए हम रेज़िन बनाते हैं:',
};
