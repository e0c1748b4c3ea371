// How the translated pages introduce themselves in search results, in Sinhala.
import type * as en from '../en/search-text';
import type { Translation } from '../translation';

export const searchDescriptions: Translation<typeof en.searchDescriptions> = {
  '/': 'Kalpa Resins මහාරාෂ්ට්‍රයේ සහ ශ්‍රී ලංකාවේ සිය කම්හල්වල FRP නිෂ්පාදකයන් සඳහා අසංතෘප්ත පොලියෙස්ටර්, ජෙල්කෝට් සහ ඔප්ටිකල් ෆයිබර් රොඩ් රෙසින් නිපදවයි.',
  '/products':
    'ඕර්තෝතැලික්, අයිසෝතැලික්, ISO-NPG, PTA සහ රීසයිකල් PET පොලියෙස්ටර් රෙසින්, ජෙල්කෝට් තුනක් සහ ඔප්ටිකල් ෆයිබර් රොඩ් රෙසින් එකක්, දත්ත පත්‍රිකා සමඟ.',
  '/applications':
    'පොලියෙස්ටර් රෙසින්වල භාවිත පහළොවක්, මෑන්හෝල් පියන් සහ වහල තහඩු සිට බෝට්ටු කඳ දක්වා, එක් එක් භාවිතයට සුදුසු රෙසින් වර්ග සමඟ.',
  '/inquiry':
    'ග්‍රේඩ්, මිල, සාම්පල හෝ බෙදාහැරීම ගැන Kalpa Resins වෙත පණිවිඩයක් එවන්න, නැතහොත් මහාරාෂ්ට්‍රයේ හා ශ්‍රී ලංකාවේ අපගේ කාර්යාල අමතන්න.',
  '/career':
    'සතාරා, පූනේ සහ කොළඹ Kalpa Resins රැකියා අවස්ථා: QC රසායනඥ, නිෂ්පාදන මුර නිලධාරී, තාක්ෂණික සේවා සහ විකුණුම්. සබැඳිව අයදුම් කරන්න.',
  '/privacy':
    'Kalpa Resins වෙබ් අඩවිය සිය පෝරම හරහා එකතු කරන පුද්ගලික දත්ත මොනවාද, ඇයි, ඒවා කොතැන කොපමණ කලක් තබා ගනීද, සහ ඔබේ අයිතිවාසිකම් මොනවාද.',
  '/error':
    'Kalpa Resins වෙබ් අඩවියේ මෙම පිටුව හමු නොවීය. මුල් පිටුවට ආපසු යන්න, නැතහොත් අපගේ පොලියෙස්ටර් සහ ජෙල්කෝට් රෙසින් බලන්න.',
};

export const searchPhrases: Translation<typeof en.searchPhrases> = {
  applicationTitle: (name) => `${name} සඳහා රෙසින්`,
  application: (name, types) =>
    `${name} සඳහා සුදුසු Kalpa පොලියෙස්ටර් රෙසින් (${types}), වැළකිය යුතු වර්ග, දත්ත පත්‍රිකා සහ විමසීම.`,
};
