import type { THANKS } from '../../thanks';
import type { Translation } from '../translation';

export const thanks: Translation<typeof THANKS> = {
  contact: {
    title: 'आपके संदेश के लिए धन्यवाद',
    next: 'हमारी सेल्स टीम एक कार्य दिवस के भीतर जवाब देती है।',
    again: 'एक और संदेश भेजें',
  },
  career: {
    title: 'आपके आवेदन के लिए धन्यवाद',
    next: 'हमारी HR टीम हर आवेदन देखती है और 10 कार्य दिवसों के भीतर जवाब देती है।',
    again: 'एक और आवेदन भेजें',
  },
  inquiry: {
    title: 'आपकी पूछताछ के लिए धन्यवाद',
    next: 'हमारी सेल्स टीम एक कार्य दिवस के भीतर जवाब देती है।',
  },
  reference: 'आपका संदर्भ नंबर:',
};
