// The words of the company's record that the shell shows, in Tamil.
import type * as en from '../en/company';
import type { Translation } from '../translation';

export const companyText: Translation<typeof en.companyText> = {
  tagline: '1990 முதல் நிறைவுறா பாலியெஸ்டர், ஜெல்கோட், ஆப்டிகல் ஃபைபர் ராட் ரெசின்கள்',
  plants: {
    maharashtra: 'மகாராஷ்டிரா ஆலை மற்றும் தலைமை அலுவலகம்',
    sriLanka: 'இலங்கை ஆலை',
  },
  downloads: {
    catalogue: 'தயாரிப்புப் பட்டியல்',
    brochure: 'கையேட்டைப் பதிவிறக்கு',
    eCatalog: 'மின்-பட்டியல்',
  },
  whatsAppMessage: 'வணக்கம் Kalpa Resins, என் பயன்பாட்டுக்கான உங்கள் ரெசின்கள் பற்றி மேலும் அறிய விரும்புகிறேன்.',
  grievanceOfficerRole: 'குறைதீர்ப்பு அலுவலர்',
};
