import type { DEALER_TEXT } from '../../dealer-text';
import type { Translation } from '../translation';

export const dealerText: Translation<typeof DEALER_TEXT> = {
  heading: 'ඔබට ළඟම ඩීලර් සොයන්න',
  intro:
    'ඔබට ළඟම ඩීලර්වරුන් දැකීමට ඔබේ පින් කේතය හෝ තැපැල් කේතය ඇතුළත් කරන්න, නැතහොත් ඔබේ ස්ථානය භාවිත කරන්න. නැතහොත් ප්‍රාන්තයක් හෝ පළාතක් තෝරන්න.',
  searchLabel: 'ඩීලර් සෙවීම',
  codeLabel: 'පින් කේතය හෝ තැපැල් කේතය',
  codeHint: 'ඉන්දියාවේ ඉලක්කම් 6ක්, ශ්‍රී ලංකාවේ ඉලක්කම් 5ක්',
  search: 'ඩීලර්වරුන් සොයන්න',
  useLocation: 'මගේ ස්ථානය භාවිත කරන්න',
  locating: 'ඔබේ ස්ථානය සොයමින්…',
  locationDenied:
    'ඔබේ ස්ථානය බෙදා නොගැනිණි. පින් කේතයක් හෝ තැපැල් කේතයක් ඇතුළත් කරන්න, නැතහොත් ප්‍රාන්තයක් හෝ පළාතක් තෝරන්න.',
  locationUnavailable:
    'මෙම බ්‍රව්සරයට ඔබේ ස්ථානය දිය නොහැක. පින් කේතයක් හෝ තැපැල් කේතයක් ඇතුළත් කරන්න, නැතහොත් ප්‍රාන්තයක් හෝ පළාතක් තෝරන්න.',
  malformedCode: 'ඉලක්කම් 6ක ඉන්දියානු පින් කේතයක් හෝ ඉලක්කම් 5ක ශ්‍රී ලංකා තැපැල් කේතයක් ඇතුළත් කරන්න.',
  unknownCode: (code) =>
    `${code} කේතය කිසිදු තැපැල් කාර්යාලයකට අයත් නැත. එය පරීක්ෂා කරන්න, නැතහොත් පහතින් ඔබේ ප්‍රාන්තය හෝ පළාත තෝරන්න.`,
  tableFailed:
    'තැපැල් කේත පූරණය කළ නොහැකි විය. ඔබේ සම්බන්ධතාවය පරීක්ෂා කර නැවත උත්සාහ කරන්න, නැතහොත් ප්‍රාන්තයක් හෝ පළාතක් තෝරන්න.',
  filters: 'ඩීලර්වරුන් පෙරන්න',
  region: 'ප්‍රාන්තය හෝ පළාත',
  allRegions: 'සියලු ප්‍රාන්ත සහ පළාත්',
  district: 'දිස්ත්‍රික්කය',
  allDistricts: 'සියලු දිස්ත්‍රික්ක',
  grade: 'ග්‍රේඩ්',
  allGrades: 'සියලු ග්‍රේඩ්',
  nearest: (count, place) =>
    count === 1 ? `${place} ට ළඟම ඩීලර්` : `${place} ට ළඟම ඩීලර්වරුන් ${count} දෙනා`,
  yourLocation: 'ඔබේ ස්ථානය',
  listed: (count) => (count === 1 ? 'ඩීලර් 1' : `ඩීලර්වරුන් ${count}`),
  noDealers: 'ගැළපෙන ඩීලර් කෙනෙක් නැත. වෙනත් ග්‍රේඩ්, ප්‍රාන්තයක් හෝ දිස්ත්‍රික්කයක් තෝරන්න.',
  distance: (distance) => `${distance} දුරින්`,
  grades: 'ග්‍රේඩ්',
  packs: 'ඇසුරුම්',
  services: 'සේවා',
  hours: 'විවෘත වේලාව',
  languages: 'භාෂා',
  serviceNames: {
    'technical-help': 'තාක්ෂණික සහාය',
    'trial-packs': 'අත්හදා බැලීමේ ඇසුරුම්',
    delivery: 'බෙදාහැරීම',
  },
  call: 'අමතන්න',
  whatsApp: 'WhatsApp',
  directions: 'මාර්ගය',
  email: 'ඊමේල්',
  inquire: 'මෙම ඩීලර් හරහා විමසීමක් යවන්න',
  inquiryThrough: (dealer) => `ඔබේ විමසීම ${dealer} හරහා යයි`,
  opensInNewTab: '(නව ටැබයක විවෘත වේ)',
  whatsAppMessage: (dealer, grade, page) =>
    `ආයුබෝවන් ${dealer}, Kalpa Resins ඩීලර් සෙවීමෙන් මම ඔබව සොයාගත්තෙමි (${page}). මට ${grade} මිලදී ගැනීමට අවශ්‍යයි. කරුණාකර මිල සහ ඇසුරුම් ප්‍රමාණ එවන්න.`,
  anyGrade: 'Kalpa රෙසින්',
};
