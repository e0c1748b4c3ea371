import type { APPLICATION_PAGE_TEXT } from '../../application-page';
import type { Translation } from '../translation';

export const applicationPageText: Translation<typeof APPLICATION_PAGE_TEXT> = {
  breadcrumb: 'उपयोग',
  suitableHeading: 'योग्य रेझिन प्रकार',
  suitableIntro:
    'प्रत्येक प्रकार या ग्रेडमध्ये बनवला जातो. कॅटलॉगमध्ये ग्रेड उघडा, किंवा त्याच्या डेटा शीट डाउनलोड करा.',
  unsuitableHeading: 'हे रेझिन प्रकार टाळा',
  dataSheetsOf: (grade, sheet) => `${sheet}: ${grade}`,
  enquireHeading: 'आमच्या इंजिनिअरना विचारा',
  enquireText: 'तुमचे पार्ट्स आणि तुमची प्रक्रिया याविषयी सांगा, आम्ही योग्य ग्रेड सुचवू.',
  previous: 'मागील उपयोग',
  next: 'पुढील उपयोग',
  backToList: 'सर्व उपयोगांकडे परत',
  notFoundTitle: 'उपयोग सापडला नाही',
  notFoundText: 'या पत्त्यावर कोणताही उपयोग नाही. आम्ही ज्या उपयोगांसाठी रेझिन बनवतो ते हे:',
};
