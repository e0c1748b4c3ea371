// The labels of each grade's own page, in Marathi.
import type { gradePageText as english } from '../en/grade-page';
import type { Translation } from '../translation';

export const gradePageText: Translation<typeof english> = {
  breadcrumb: 'उत्पादने',
  propertiesHeading: 'ठराविक गुणधर्म',
  propertiesNote: 'ही ठराविक मूल्ये आहेत, स्पेसिफिकेशन नव्हे. प्रत्येक लॉटसोबत त्याचे सर्टिफिकेट ऑफ ॲनालिसिस येते.',
  propertyColumn: 'गुणधर्म',
  valueColumn: 'ठराविक मूल्य',
  characteristicsHeading: 'मुख्य वैशिष्ट्ये',
  applicationsHeading: 'याला योग्य असे उपयोग',
  dataSheetsHeading: 'टेक्निकल आणि सेफ्टी डेटा शीट',
  enquireHeading: 'या ग्रेडविषयी विचारा',
  enquireText: 'तुमची प्रक्रिया आणि लागणारे प्रमाण सांगा; आमची टेक्निकल टीम शिफारस आणि कोटेशनसह उत्तर देईल.',
  otherGradesHeading: 'इतर ग्रेड',
  detailsLink: 'ग्रेडचा तपशील',
  compareAll: 'सर्व ग्रेडची एकत्र तुलना करा',
  calculator: 'जेल टाइम आणि प्रमाण कॅल्क्युलेटर',
  compareWithOthers: 'इतर ग्रेडशी तुलना करा',
  requestSample: 'सॅम्पल मागवा',
  calculatorForGrade: 'या ग्रेडसाठी कॅटलिस्ट, रेझिन आणि ग्लास',
  unknownText: 'हा ग्रेड आमच्या कॅटलॉगमध्ये नाही. आमची सर्व रेझिन उत्पादने पानावर पाहा.',
};
