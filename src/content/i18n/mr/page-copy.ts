import { COMPANY } from '../../company';
import type {
  CAREER_COPY,
  CERTIFICATES_INTRO,
  GROUP_COMPANIES_INTRO,
  INQUIRY_COPY,
} from '../../page-copy';
import type { Translation } from '../translation';
import { companyText } from './company';

const { maharashtra, sriLanka } = COMPANY.addresses;

export const inquiryCopy: Translation<typeof INQUIRY_COPY> = {
  detailsHeading: 'आमच्या सेल्स आणि टेक्निकल टीमशी बोला',
  intro:
    'कोटेशन, टेक्निकल डेटा शीट किंवा सॅम्पल मागवा, किंवा तुमच्या प्रक्रियेविषयी सांगा, आम्ही योग्य रेझिन सुचवू. आम्ही एका कामकाजाच्या दिवसात उत्तर देतो.',
  formHeading: 'आम्हाला संदेश पाठवा',
  mapHeading: 'आमचा पत्ता',
};

export const careerCopy: Translation<typeof CAREER_COPY> = {
  heading: 'आमच्या रेझिन प्लांटमध्ये काम करा',
  plants: `आमच्या टीम ${companyText.plants.maharashtra} (${maharashtra.lines[1]}) आणि ${companyText.plants.sriLanka} (${sriLanka.lines[1]}) येथे रिॲक्टर, लॅब आणि डिस्पॅच सांभाळतात. तुम्ही अनुभवी केमिस्ट आणि इंजिनिअरसोबत काम कराल, रेझिन कसे डिझाइन केले आणि बनवले जातात ते शिकाल, आणि ते आमच्या ग्राहकांच्या उत्पादनांमध्ये पाहाल.`,
  safety:
    'आमच्या प्लांटमध्ये सुरक्षितता सर्वात आधी: प्रशिक्षण, सुरक्षा साधने आणि स्टायरीन व पेरॉक्साइड हाताळण्याच्या स्पष्ट पद्धती हा प्रत्येक कामाचा भाग आहे.',
  rolesHeading: 'आम्ही नेहमी शोधत असलेली माणसे',
  roles: [
    'संशोधन व विकास आणि क्वालिटी कंट्रोलसाठी पॉलिमर केमिस्ट',
    'प्रॉडक्शन इंजिनिअर आणि रिॲक्टर ऑपरेटर',
    'मेंटेनन्स टेक्निशियन (मेकॅनिकल, इलेक्ट्रिकल आणि इन्स्ट्रुमेंटेशन)',
    'टेक्निकल सेल्स आणि ॲप्लिकेशन इंजिनिअर',
  ],
  closing:
    'तुमचा अर्ज PDF स्वरूपातील बायोडेटासह पाठवा. आम्ही प्रत्येक अर्ज वाचतो आणि योग्य प्रोफाइल पुढील संधींसाठी राखून ठेवतो.',
  formHeading: 'आता अर्ज करा',
  positionsHeading: 'रिक्त पदे',
  positionsIntro:
    'एखाद्या पदासाठी अर्ज पाठवण्यासाठी "अर्ज करा" निवडा: आम्ही ते पद तुमच्या संदेशात जोडतो. तुमचे पद यादीत नाही? तरीही खालील फॉर्मने आम्हाला लिहा.',
  location: 'ठिकाण',
  jobType: 'प्रकार',
  apply: 'अर्ज करा',
  applyingFor: (title, location) => `माझा अर्ज ${title} (${location}) या पदासाठी आहे.`,
  posted: 'प्रसिद्ध',
  closes: 'अर्जाची अंतिम तारीख',
  applyingNotice: (title) =>
    `तुम्ही ${title} या पदासाठी अर्ज करत आहात. आम्ही हे पद तुमच्या संदेशात जोडले आहे.`,
};

export const certificatesIntro: Translation<typeof CERTIFICATES_INTRO> =
  'आमची क्वालिटी मॅनेजमेंट प्रणाली, आमची उत्पादने आणि आमची निर्यात स्वतंत्र संस्थांनी प्रमाणित केली आहे. मागणी केल्यास प्रत्येक कोटेशनसोबत त्यांच्या प्रती दिल्या जातात.';

export const groupCompaniesIntro: Translation<typeof GROUP_COMPANIES_INTRO> =
  'आमच्या दोन सहयोगी कंपन्या आमच्या रेझिनपासून तयार कंपोझिट उत्पादने बनवतात आणि ती भारत व श्रीलंकेतील ग्राहकांपर्यंत पोहोचवतात.';
