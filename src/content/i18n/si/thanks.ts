// The thank-you panel of the contact and career forms, in Sinhala.
import type * as en from '../en/thanks';
import type { Translation } from '../translation';

export const thanks: Translation<typeof en.thanks> = {
  contact: {
    title: 'ඔබේ පණිවිඩයට ස්තූතියි',
    next: 'අපගේ විකුණුම් කණ්ඩායම වැඩ කරන දිනයක් ඇතුළත පිළිතුරු දෙයි.',
    again: 'තවත් පණිවිඩයක් යවන්න',
  },
  career: {
    title: 'ඔබේ අයදුම්පතට ස්තූතියි',
    next: 'අපගේ HR කණ්ඩායම සෑම අයදුම්පතක්ම සලකා බලා, වැඩ කරන දින 10ක් ඇතුළත පිළිතුරු දෙයි.',
    again: 'තවත් අයදුම්පතක් යවන්න',
  },
  inquiry: {
    title: 'ඔබේ විමසීමට ස්තූතියි',
    next: 'අපගේ විකුණුම් කණ්ඩායම වැඩ කරන දිනයක් ඇතුළත පිළිතුරු දෙයි.',
  },
  reference: 'ඔබේ යොමු අංකය:',
};
