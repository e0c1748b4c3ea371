import type { FORM_TEXT, MESSAGES } from '../../messages';
import type { Translation } from '../translation';

export const messages: Translation<typeof MESSAGES> = {
  required: 'कृपया सर्व आवश्यक माहिती भरा.',
  invalidPhone: 'कृपया योग्य मोबाईल नंबर टाका.',
  invalidEmail: 'कृपया योग्य ई-मेल पत्ता टाका.',
  pdfOnly: 'फक्त PDF फाइल चालेल',
  resumeUploadFailed: 'बायोडेटा अपलोड होऊ शकला नाही',
  sendFailed: 'संदेश पाठवता आला नाही',
  productNotFound: 'उत्पादन सापडले नाही',
  inquirySubmitted: 'चौकशी पाठवली',
  messageSent: 'संदेश पाठवला!',
  resumeUploaded: 'बायोडेटा अपलोड झाला',
  applicationSent: 'अर्ज पाठवला',
  addToCart: 'कार्टमध्ये जोडले',
  routeErrorTitle: 'अनपेक्षित अडचण आली!',
  notFoundStatus: '404 पान सापडले नाही',
  errorPageTitle: 'अरेरे! पान सापडले नाही.',
  backHome: 'मुख्य पानावर परत जा',
  submitting: 'पाठवत आहोत...',
  submitApplication: 'अर्ज पाठवा',
};

export const formText: Translation<typeof FORM_TEXT> = {
  contactForm: 'संपर्क फॉर्म',
  careerForm: 'नोकरीसाठी अर्जाचा फॉर्म',
  inquiryForm: 'उत्पादन चौकशी फॉर्म',
  inquiryTitle: 'उत्पादन चौकशी',
  enquire: 'चौकशी करा',
  enquireAbout: (applicationName) => `${applicationName} विषयी चौकशी करा`,
  sendMessage: 'संदेश पाठवा',
  submitInquiry: 'पाठवा',
  chooseApplication: 'उपयोग निवडा',
  close: 'बंद करा',
  notifications: 'सूचना',
  dismiss: 'सूचना बंद करा',
  optional: '(ऐच्छिक)',
  required: 'आवश्यक',
  resume: 'बायोडेटा (PDF)',
  chooseResumeAgain: (fileName) =>
    `कृपया तुमचा बायोडेटा पुन्हा निवडा (${fileName}): पान पुन्हा लोड झाल्यावर फाइल राहत नाही.`,
  uploading: 'बायोडेटा अपलोड होत आहे',
  leaveEmpty: 'हे क्षेत्र रिकामे ठेवा',
};
