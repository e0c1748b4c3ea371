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
  detailsHeading: 'हमारी सेल्स और टेक्निकल टीम से बात करें',
  intro:
    'कोटेशन, टेक्निकल डेटा शीट या सैंपल माँगें, या हमें अपनी प्रक्रिया के बारे में बताएँ और हम सही रेज़िन सुझाएँगे। हम एक कार्य दिवस के भीतर जवाब देते हैं।',
  formHeading: 'हमें संदेश भेजें',
  mapHeading: 'हमारा पता',
};

export const careerCopy: Translation<typeof CAREER_COPY> = {
  heading: 'हमारे रेज़िन प्लांट में काम करें',
  plants: `हमारी टीमें ${companyText.plants.maharashtra} (${maharashtra.lines[1]}) और ${companyText.plants.sriLanka} (${sriLanka.lines[1]}) में रिएक्टर, लैब और डिस्पैच संभालती हैं। आप अनुभवी केमिस्ट और इंजीनियरों के साथ काम करेंगे, सीखेंगे कि रेज़िन कैसे डिज़ाइन किए और बनाए जाते हैं, और उन्हें हमारे ग्राहकों के प्रोडक्ट में देखेंगे।`,
  safety:
    'हमारे प्लांट में सुरक्षा सबसे पहले है: ट्रेनिंग, सुरक्षा उपकरण, और स्टाइरीन व पेरोक्साइड संभालने की साफ़ प्रक्रियाएँ हर काम का हिस्सा हैं।',
  rolesHeading: 'जिन लोगों की हमें अक्सर तलाश रहती है',
  roles: [
    'अनुसंधान एवं विकास और क्वालिटी कंट्रोल के लिए पॉलिमर केमिस्ट',
    'प्रोडक्शन इंजीनियर और रिएक्टर ऑपरेटर',
    'मेंटेनेंस टेक्नीशियन (मैकेनिकल, इलेक्ट्रिकल और इंस्ट्रूमेंटेशन)',
    'टेक्निकल सेल्स और एप्लीकेशन इंजीनियर',
  ],
  closing:
    'अपना आवेदन अपने बायोडाटा (PDF) के साथ भेजें। हम हर आवेदन पढ़ते हैं और उपयुक्त प्रोफ़ाइल आगे की भर्तियों के लिए रखते हैं।',
  formHeading: 'अभी आवेदन करें',
  positionsHeading: 'खाली पद',
  positionsIntro:
    'किसी पद के लिए आवेदन भेजने को "आवेदन करें" चुनें: हम वह पद आपके संदेश में जोड़ देते हैं। आपका पद सूची में नहीं है? फिर भी नीचे दिए फ़ॉर्म से हमें लिखें।',
  location: 'जगह',
  jobType: 'प्रकार',
  apply: 'आवेदन करें',
  applyingFor: (title, location) => `मेरा आवेदन ${title} (${location}) पद के लिए है।`,
  posted: 'प्रकाशित',
  closes: 'आवेदन की अंतिम तिथि',
  applyingNotice: (title) => `आप ${title} पद के लिए आवेदन कर रहे हैं। हमने यह पद आपके संदेश में जोड़ दिया है।`,
};

export const certificatesIntro: Translation<typeof CERTIFICATES_INTRO> =
  'हमारी क्वालिटी मैनेजमेंट प्रणाली, हमारे प्रोडक्ट और हमारा निर्यात स्वतंत्र संस्थाओं से प्रमाणित हैं। माँगने पर हर कोटेशन के साथ इनकी कॉपी दी जाती है।';

export const groupCompaniesIntro: Translation<typeof GROUP_COMPANIES_INTRO> =
  'हमारी दो सहयोगी कंपनियाँ हमारे रेज़िन से तैयार कंपोज़िट प्रोडक्ट बनाती हैं और उन्हें भारत और श्रीलंका के ग्राहकों तक पहुँचाती हैं।';
