// The labels of each grade's own page, in Hindi.
import type { gradePageText as english } from '../en/grade-page';
import type { Translation } from '../translation';

export const gradePageText: Translation<typeof english> = {
  breadcrumb: 'प्रोडक्ट',
  propertiesHeading: 'सामान्य गुण',
  propertiesNote: 'ये सामान्य मान हैं, स्पेसिफिकेशन नहीं। हर लॉट के साथ उसका सर्टिफिकेट ऑफ एनालिसिस आता है।',
  propertyColumn: 'गुण',
  valueColumn: 'सामान्य मान',
  characteristicsHeading: 'मुख्य खूबियाँ',
  applicationsHeading: 'जिन उपयोगों के लिए यह सही है',
  dataSheetsHeading: 'टेक्निकल और सेफ्टी डेटा शीट',
  enquireHeading: 'इस ग्रेड के बारे में पूछें',
  enquireText: 'हमें अपनी प्रक्रिया और मात्रा बताएँ; हमारी टेक्निकल टीम सुझाव और कोटेशन के साथ जवाब देगी।',
  otherGradesHeading: 'दूसरे ग्रेड',
  detailsLink: 'ग्रेड का विवरण',
  compareAll: 'सभी ग्रेड की एक साथ तुलना करें',
  calculator: 'जेल टाइम और मात्रा कैलकुलेटर',
  compareWithOthers: 'दूसरे ग्रेड से तुलना करें',
  requestSample: 'सैंपल मँगाएँ',
  calculatorForGrade: 'इस ग्रेड के लिए कैटलिस्ट, रेज़िन और ग्लास',
  unknownText: 'यह ग्रेड हमारे कैटलॉग में नहीं है। हमारे सभी रेज़िन प्रोडक्ट पेज पर देखें।',
};
