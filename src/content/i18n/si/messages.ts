// The forms' and the router's messages, and the forms' own labels, in Sinhala.
import type * as en from '../en/messages';
import type { Translation } from '../translation';

export const formText: Translation<typeof en.formText> = {
  contactForm: 'සම්බන්ධතා පෝරමය',
  careerForm: 'රැකියා අයදුම්පත් පෝරමය',
  inquiryForm: 'නිෂ්පාදන විමසීම් පෝරමය',
  inquiryTitle: 'නිෂ්පාදන විමසීම',
  enquire: 'විමසන්න',
  enquireAbout: (applicationName) => `${applicationName} ගැන විමසන්න`,
  sendMessage: 'පණිවිඩය යවන්න',
  submitInquiry: 'යවන්න',
  chooseApplication: 'භාවිතයක් තෝරන්න',
  close: 'වසන්න',
  notifications: 'දැනුම්දීම්',
  dismiss: 'දැනුම්දීම ඉවත් කරන්න',
  optional: '(විකල්ප)',
  required: 'අනිවාර්ය',
  resume: 'ජීව දත්ත (PDF)',
  chooseResumeAgain: (fileName) =>
    `කරුණාකර ඔබේ ජීව දත්ත ගොනුව නැවත තෝරන්න (${fileName}): පිටුව නැවත පූරණය වූ විට ගොනුවක් රඳවා තබාගත නොහැක.`,
  uploading: 'ජීව දත්ත උඩුගත වෙමින්',
  leaveEmpty: 'මෙම ක්ෂේත්‍රය හිස්ව තබන්න',
};

export const messages: Translation<typeof en.messages> = {
  required: 'කරුණාකර සියලු අනිවාර්ය ක්ෂේත්‍ර පුරවන්න.',
  invalidPhone: 'කරුණාකර නිවැරදි ජංගම දුරකථන අංකයක් ඇතුළත් කරන්න.',
  invalidEmail: 'කරුණාකර නිවැරදි ඊමේල් ලිපිනයක් ඇතුළත් කරන්න.',
  pdfOnly: 'PDF ගොනු පමණක් භාර ගනී',
  resumeUploadFailed: 'ජීව දත්ත උඩුගත කළ නොහැකි විය',
  sendFailed: 'පණිවිඩය යැවිය නොහැකි විය',
  productNotFound: 'නිෂ්පාදනය හමු නොවීය',
  inquirySubmitted: 'විමසීම යවන ලදී',
  messageSent: 'පණිවිඩය සාර්ථකව යවන ලදී!',
  resumeUploaded: 'ජීව දත්ත උඩුගත කරන ලදී',
  applicationSent: 'අයදුම්පත යවන ලදී',
  addToCart: 'කරත්තයට එක් කරන ලදී',
  routeErrorTitle: 'අනපේක්ෂිත දෝෂයක්!',
  notFoundStatus: '404 හමු නොවීය',
  errorPageTitle: 'අපොයි! පිටුව හමු නොවීය.',
  backHome: 'මුල් පිටුවට',
  submitting: 'යවමින්...',
  submitApplication: 'අයදුම්පත යවන්න',
};
