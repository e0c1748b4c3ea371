// The labels of each grade's own page, in Sinhala.
import type * as en from '../en/grade-page';
import type { Translation } from '../translation';

export const gradePageText: Translation<typeof en.gradePageText> = {
  breadcrumb: 'නිෂ්පාදන',
  propertiesHeading: 'සාමාන්‍ය ගුණාංග',
  propertiesNote: 'මේවා සාමාන්‍ය අගයන් මිස පිරිවිතර නොවේ. සෑම තොගයක් සමඟම එහි විශ්ලේෂණ සහතිකය එවනු ලැබේ.',
  propertyColumn: 'ගුණාංගය',
  valueColumn: 'සාමාන්‍ය අගය',
  characteristicsHeading: 'ප්‍රධාන ලක්ෂණ',
  applicationsHeading: 'මෙයට සුදුසු භාවිත ක්ෂේත්‍ර',
  dataSheetsHeading: 'තාක්ෂණික සහ ආරක්ෂණ දත්ත පත්‍රිකා',
  enquireHeading: 'මෙම ග්‍රේඩ් එක ගැන විමසන්න',
  enquireText:
    'ඔබේ ක්‍රියාවලිය සහ අවශ්‍ය ප්‍රමාණ අපට කියන්න; අපගේ තාක්ෂණික කණ්ඩායම නිර්දේශයක් සහ මිල ගණනක් සමඟ පිළිතුරු දෙනු ඇත.',
  otherGradesHeading: 'වෙනත් ග්‍රේඩ්',
  detailsLink: 'ග්‍රේඩ් විස්තර',
  compareAll: 'ග්‍රේඩ් එක ළඟ සසඳන්න',
  calculator: 'ජෙල් ටයිම් සහ ප්‍රමාණ ගණකය',
  compareWithOthers: 'වෙනත් ග්‍රේඩ් සමඟ සසඳන්න',
  requestSample: 'සාම්පලයක් ඉල්ලන්න',
  calculatorForGrade: 'මෙම ග්‍රේඩ් සඳහා කැටලිස්ට්, රෙසින් සහ ග්ලාස්',
  unknownText: 'මෙම ග්‍රේඩ් එක අපගේ නාමාවලියේ නැත. අපගේ සියලු රෙසින් නිෂ්පාදන පිටුවේ බලන්න.',
};
