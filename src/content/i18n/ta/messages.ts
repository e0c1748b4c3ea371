// The forms' and the router's messages, and the forms' own labels, in Tamil.
import type * as en from '../en/messages';
import type { Translation } from '../translation';

export const formText: Translation<typeof en.formText> = {
  contactForm: 'தொடர்புப் படிவம்',
  careerForm: 'வேலை விண்ணப்பப் படிவம்',
  inquiryForm: 'தயாரிப்பு விசாரணைப் படிவம்',
  inquiryTitle: 'தயாரிப்பு விசாரணை',
  enquire: 'விசாரிக்க',
  enquireAbout: (applicationName) => `${applicationName} பற்றி விசாரிக்க`,
  sendMessage: 'செய்தி அனுப்பு',
  submitInquiry: 'அனுப்பு',
  chooseApplication: 'பயன்பாட்டைத் தேர்ந்தெடுக்கவும்',
  close: 'மூடு',
  notifications: 'அறிவிப்புகள்',
  dismiss: 'அறிவிப்பை மூடு',
  optional: '(விருப்பத்தேர்வு)',
  required: 'கட்டாயம்',
  resume: 'பயோடேட்டா (PDF)',
  chooseResumeAgain: (fileName) =>
    `உங்கள் பயோடேட்டாவை மீண்டும் தேர்ந்தெடுக்கவும் (${fileName}): பக்கம் மீண்டும் ஏற்றப்படும்போது கோப்பு தங்காது.`,
  uploading: 'பயோடேட்டா பதிவேற்றப்படுகிறது',
  leaveEmpty: 'இந்தப் புலத்தை காலியாக விடவும்',
};

export const messages: Translation<typeof en.messages> = {
  required: 'கட்டாயமான எல்லாப் புலங்களையும் நிரப்பவும்.',
  invalidPhone: 'சரியான மொபைல் எண்ணை உள்ளிடவும்.',
  invalidEmail: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்.',
  pdfOnly: 'PDF கோப்புகள் மட்டுமே ஏற்கப்படும்',
  resumeUploadFailed: 'பயோடேட்டாவைப் பதிவேற்ற முடியவில்லை',
  sendFailed: 'செய்தியை அனுப்ப முடியவில்லை',
  productNotFound: 'தயாரிப்பு கிடைக்கவில்லை',
  inquirySubmitted: 'விசாரணை அனுப்பப்பட்டது',
  messageSent: 'செய்தி வெற்றிகரமாக அனுப்பப்பட்டது!',
  resumeUploaded: 'பயோடேட்டா பதிவேற்றப்பட்டது',
  applicationSent: 'விண்ணப்பம் அனுப்பப்பட்டது',
  addToCart: 'கார்ட்டில் சேர்க்கப்பட்டது',
  routeErrorTitle: 'எதிர்பாராத பிழை!',
  notFoundStatus: '404 கிடைக்கவில்லை',
  errorPageTitle: 'அடடா! பக்கம் கிடைக்கவில்லை.',
  backHome: 'முகப்புக்குத் திரும்பு',
  submitting: 'அனுப்பப்படுகிறது...',
  submitApplication: 'விண்ணப்பத்தை அனுப்பு',
};
