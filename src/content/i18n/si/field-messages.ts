// What the forms' checks and the gateway say about a field or a limit, in Sinhala.
import type * as en from '../en/field-messages';
import type { Translation } from '../translation';

export const fieldMessages: Translation<typeof en.fieldMessages> = {
  missing: {
    name: 'ඔබේ නම ඇතුළත් කරන්න',
    email: 'ඔබේ ඊමේල් ලිපිනය ඇතුළත් කරන්න',
    phone: 'ඔබේ දුරකථන අංකය ඇතුළත් කරන්න',
    companyName: 'ඔබේ සමාගමේ නම ඇතුළත් කරන්න',
    message: 'ඔබේ පණිවිඩය ඇතුළත් කරන්න',
    applicationName: 'භාවිතයක් තෝරන්න',
  },
};

export const limitMessages: Translation<typeof en.limitMessages> = {
  resumeTooLarge: 'ජීව දත්ත ගොනුව 5 MB හෝ ඊට අඩු විය යුතුය.',
  tooLong: (label, max) => `${label}: උපරිම අකුරු ${max}ක් පමණි.`,
  bodyTooLarge: 'යැවූ දෙය විශාල වැඩියි.',
  originNotAllowed: 'මෙම වෙබ් අඩවියට පෝරම යැවීමට අවසර නැත.',
  rateLimited: 'යැවීම් වැඩියි. කරුණාකර මිනිත්තුවකින් නැවත උත්සාහ කරන්න.',
  serviceUnavailable: 'මේ මොහොතේ පණිවිඩය සුරැකිය නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.',
  invalidResume: 'උඩුගත කළ ජීව දත්ත ගොනුව හමු නොවීය. කරුණාකර ගොනුව නැවත තෝරන්න.',
  network: 'සර්වරයට සම්බන්ධ විය නොහැක. කරුණාකර ඔබේ සම්බන්ධතාව පරීක්ෂා කර නැවත උත්සාහ කරන්න.',
  rateLimitedFor: (seconds) => `යැවීම් වැඩියි. කරුණාකර තත්පර ${seconds}කින් නැවත උත්සාහ කරන්න.`,
  invalidJson: 'යැවූ දෙය කියවිය නොහැකි විය. කරුණාකර නැවත යවන්න.',
  notJson: 'පෝරම JSON ලෙස යැවිය යුතුය.',
  methodNotAllowed: 'මෙම ලිපිනය පෝරම පමණක් භාර ගනී.',
  unknownRoute: 'මෙම ලිපිනයේ කිසිවක් නැත.',
  cancelled: 'යැවීම අවලංගු කරන ලදී.',
  notConfigured: 'පෝරම සේවාව සකසා නැත.',
  controlCharacters: (label) => `${label}: පාලන අක්ෂර තිබිය නොහැක.`,
  directionControls: (label) => `${label}: සැඟවුණු පෙළ-දිශා අක්ෂර තිබිය නොහැක.`,
  invisibleCharacters: (label) => `${label}: නොපෙනෙන අක්ෂර තිබිය නොහැක.`,
  encodedWords: (label) => `${label}: "=?" තිබිය නොහැක; ඊමේල් වැඩසටහන් එය කේතනය කළ පෙළ ලෙස කියවයි.`,
  resumeFileName: 'ජීව දත්ත ගොනුවේ නම',
  idReused: 'මෙම පෝරමය වෙනත් අන්තර්ගතයක් සමඟ දැනටමත් ලැබී ඇත. ඔබේ වෙනස්කම් සුරැකීමට කරුණාකර එය නැවත යවන්න.',
  tooSlow: 'පෝරමය ලැබුණේ ඉතා සෙමිනි. කරුණාකර ඔබේ සම්බන්ධතාව පරීක්ෂා කර නැවත උත්සාහ කරන්න.',
  forbiddenField: 'පෝරමයේ ඉඩ නොදෙන ක්ෂේත්‍ර නාමයක් ඇත.',
};
