// The inquiry and career pages' copy and two page introductions, in Sinhala. The plants' names
// come from the Sinhala company text; their addresses stay as the English writes them.
import { COMPANY } from '../../company';
import type * as en from '../en/page-copy';
import type { Translation } from '../translation';
import { companyText } from './company';

const { maharashtra, sriLanka } = COMPANY.addresses;

export const inquiryCopy: Translation<typeof en.inquiryCopy> = {
  detailsHeading: 'අපගේ විකුණුම් සහ තාක්ෂණික කණ්ඩායම සමඟ කතා කරන්න',
  intro:
    'මිල ගණන්, තාක්ෂණික දත්ත පත්‍රිකාවක් හෝ සාම්පලයක් ඉල්ලන්න, නැතහොත් ඔබේ ක්‍රියාවලිය ගැන අපට කියන්න; නිවැරදි රෙසින් අපි යෝජනා කරන්නෙමු. වැඩ කරන දිනයක් ඇතුළත අපි පිළිතුරු දෙමු.',
  formHeading: 'අපට පණිවිඩයක් එවන්න',
  mapHeading: 'අප සිටින තැන',
};

export const careerCopy: Translation<typeof en.careerCopy> = {
  heading: 'අපගේ රෙසින් කම්හල්වල වැඩ කරන්න',
  plants: `අපගේ කණ්ඩායම් ${companyText.plants.maharashtra} (${maharashtra.lines[1]}) සහ ${companyText.plants.sriLanka} (${sriLanka.lines[1]}) හි රියැක්ටර්, විද්‍යාගාර සහ යැවීම් කටයුතු පවත්වාගෙන යයි. ඔබ පළපුරුදු රසායනඥයන් සහ ඉංජිනේරුවන් සමඟ වැඩ කරමින්, රෙසින් සැලසුම් කර නිපදවන ආකාරය ඉගෙන ගෙන, ඒවා අපගේ පාරිභෝගිකයන්ගේ නිෂ්පාදනවල දකිනු ඇත.`,
  safety:
    'අපගේ කම්හල්වල ආරක්ෂාවට මුල් තැන: පුහුණුව, ආරක්ෂක උපකරණ සහ ස්ටයිරීන් හා පෙරොක්සයිඩ් හැසිරවීමට පැහැදිලි ක්‍රියා පටිපාටි සෑම රැකියාවකම කොටසකි.',
  rolesHeading: 'අප නිතර සොයන අය',
  roles: [
    'පර්යේෂණ හා සංවර්ධනය සහ තත්ත්ව පාලනය සඳහා පොලිමර් රසායනඥයන්',
    'නිෂ්පාදන ඉංජිනේරුවන් සහ රියැක්ටර් ක්‍රියාකරුවන්',
    'නඩත්තු කාර්මිකයන් (යාන්ත්‍රික, විදුලි සහ උපකරණ)',
    'තාක්ෂණික විකුණුම් සහ යෙදුම් ඉංජිනේරුවන්',
  ],
  closing:
    'ඔබේ අයදුම්පත ජීව දත්ත PDF ගොනුවක් සමඟ එවන්න. අපි සෑම අයදුම්පතක්ම කියවා, සුදුසු අයගේ තොරතුරු අනාගත පුරප්පාඩු සඳහා තබා ගනිමු.',
  formHeading: 'දැන්ම අයදුම් කරන්න',
  positionsHeading: 'පුරප්පාඩු',
  positionsIntro:
    'තනතුරකට අයදුම් කිරීමට "අයදුම් කරන්න" තෝරන්න: අපි එය ඔබේ පණිවිඩයට එක් කරන්නෙමු. ඔබේ තනතුර ලැයිස්තුවේ නැද්ද? පහත පෝරමයෙන් කෙසේ හෝ අපට ලියන්න.',
  location: 'ස්ථානය',
  jobType: 'වර්ගය',
  apply: 'අයදුම් කරන්න',
  applyingFor: (title, location) => `මම ${title} (${location}) තනතුර සඳහා අයදුම් කරමි.`,
  posted: 'පළ කළේ',
  closes: 'අයදුම් කිරීමේ අවසන් දිනය',
  applyingNotice: (title) => `ඔබ ${title} තනතුර සඳහා අයදුම් කරයි. අපි එම තනතුර ඔබේ පණිවිඩයට එක් කර ඇත්තෙමු.`,
};

export const certificatesIntro: Translation<typeof en.certificatesIntro> =
  'අපගේ තත්ත්ව කළමනාකරණ පද්ධතිය, නිෂ්පාදන සහ අපනයන ස්වාධීන ආයතන මගින් සහතික කර ඇත. ඉල්ලීම මත සෑම මිල ගණන් ලේඛනයක් සමඟම ඒවායේ පිටපත් ලබා දේ.';

export const groupCompaniesIntro: Translation<typeof en.groupCompaniesIntro> =
  'සහෝදර සමාගම් දෙකක් අපගේ රෙසින් නිමි කොම්පොසිට් නිෂ්පාදන බවට පත් කර, ඉන්දියාවේ සහ ශ්‍රී ලංකාවේ පාරිභෝගිකයන් වෙත ගෙන යයි.';
