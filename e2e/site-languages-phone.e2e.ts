import { checkLanguagePages } from './support/language-pages-check';

// Each page written in every language, in Hindi, Marathi, Tamil and Sinhala, on a 390 px phone:
// no sideways scrolling, no axe violations.
checkLanguagePages('390 px', {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
});
