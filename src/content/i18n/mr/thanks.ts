import type { THANKS } from '../../thanks';
import type { Translation } from '../translation';

export const thanks: Translation<typeof THANKS> = {
  contact: {
    title: 'तुमच्या संदेशाबद्दल धन्यवाद',
    next: 'आमची सेल्स टीम एका कामकाजाच्या दिवसात उत्तर देते.',
    again: 'आणखी एक संदेश पाठवा',
  },
  career: {
    title: 'तुमच्या अर्जाबद्दल धन्यवाद',
    next: 'आमची HR टीम प्रत्येक अर्ज पाहते आणि 10 कामकाजाच्या दिवसांत उत्तर देते.',
    again: 'आणखी एक अर्ज पाठवा',
  },
  inquiry: {
    title: 'तुमच्या चौकशीबद्दल धन्यवाद',
    next: 'आमची सेल्स टीम एका कामकाजाच्या दिवसात उत्तर देते.',
  },
  reference: 'तुमचा संदर्भ क्रमांक:',
};
