import type { ALT_FOOTER_TEXT } from '../../alt-footer';
import type { Translation } from '../translation';

export const altFooterText: Translation<typeof ALT_FOOTER_TEXT> = {
  heading: 'मुफ़्त सलाह लें',
  text: 'हमें बताएँ कि आप क्या बनाते हैं और कैसे बनाते हैं। हमारे इंजीनियर आपकी प्रक्रिया के लिए रेज़िन, जेलकोट और क्योरिंग सिस्टम मुफ़्त में सुझाएँगे।',
  callLabel: 'इंजीनियर से बात करें',
  linksHeading: 'और देखें',
};
