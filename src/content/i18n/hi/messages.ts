import type { FORM_TEXT, MESSAGES } from '../../messages';
import type { Translation } from '../translation';

export const messages: Translation<typeof MESSAGES> = {
  required: 'कृपया सभी ज़रूरी फ़ील्ड भरें।',
  invalidPhone: 'कृपया सही मोबाइल नंबर डालें।',
  invalidEmail: 'कृपया सही ई-मेल पता डालें।',
  pdfOnly: 'केवल PDF फ़ाइल ही भेजी जा सकती है',
  resumeUploadFailed: 'बायोडाटा अपलोड नहीं हो सका',
  sendFailed: 'संदेश नहीं भेजा जा सका',
  productNotFound: 'प्रोडक्ट नहीं मिला',
  inquirySubmitted: 'पूछताछ भेज दी गई',
  messageSent: 'संदेश भेज दिया गया!',
  resumeUploaded: 'बायोडाटा अपलोड हो गया',
  applicationSent: 'आवेदन भेज दिया गया',
  addToCart: 'कार्ट में जोड़ दिया गया',
  routeErrorTitle: 'कुछ अनपेक्षित गड़बड़ी हुई!',
  notFoundStatus: '404 पेज नहीं मिला',
  errorPageTitle: 'ओह! पेज नहीं मिला।',
  backHome: 'होम पेज पर लौटें',
  submitting: 'भेजा जा रहा है...',
  submitApplication: 'आवेदन भेजें',
};

export const formText: Translation<typeof FORM_TEXT> = {
  contactForm: 'संपर्क फ़ॉर्म',
  careerForm: 'नौकरी का आवेदन फ़ॉर्म',
  inquiryForm: 'प्रोडक्ट पूछताछ फ़ॉर्म',
  inquiryTitle: 'प्रोडक्ट पूछताछ',
  enquire: 'पूछताछ करें',
  enquireAbout: (applicationName) => `${applicationName} के बारे में पूछताछ करें`,
  sendMessage: 'संदेश भेजें',
  submitInquiry: 'भेजें',
  chooseApplication: 'उपयोग चुनें',
  close: 'बंद करें',
  notifications: 'सूचनाएँ',
  dismiss: 'सूचना हटाएँ',
  optional: '(वैकल्पिक)',
  required: 'ज़रूरी',
  resume: 'बायोडाटा (PDF)',
  chooseResumeAgain: (fileName) =>
    `कृपया अपना बायोडाटा फिर से चुनें (${fileName}): पेज दोबारा लोड होने पर फ़ाइल साथ नहीं रहती।`,
  uploading: 'बायोडाटा अपलोड हो रहा है',
  leaveEmpty: 'इस फ़ील्ड को खाली छोड़ें',
};
