import { checkLanguagePages } from './support/language-pages-check';

// Each page written in every language, in Hindi, Marathi, Tamil and Sinhala, on a 1366 px
// screen: nothing reaches past its edge, no axe violations.
checkLanguagePages('1366 px', { viewport: { width: 1366, height: 900 } });
