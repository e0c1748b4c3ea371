// The words of the company's record that the shell shows, in Sinhala.
import type * as en from '../en/company';
import type { Translation } from '../translation';

export const companyText: Translation<typeof en.companyText> = {
  tagline: '1990 සිට අසංතෘප්ත පොලියෙස්ටර්, ජෙල්කෝට් සහ ඔප්ටිකල් ෆයිබර් රොඩ් රෙසින්',
  plants: {
    maharashtra: 'මහාරාෂ්ට්‍ර කම්හල සහ ප්‍රධාන කාර්යාලය',
    sriLanka: 'ශ්‍රී ලංකා කම්හල',
  },
  downloads: {
    catalogue: 'නිෂ්පාදන නාමාවලිය',
    brochure: 'පත්‍රිකාව බාගන්න',
    eCatalog: 'ඊ-නාමාවලිය',
  },
  whatsAppMessage: 'ආයුබෝවන් Kalpa Resins, මගේ භාවිතය සඳහා ඔබේ රෙසින් ගැන තවත් දැනගැනීමට කැමැත්තෙමි.',
  grievanceOfficerRole: 'පැමිණිලි නිලධාරී',
};
