import type { ALT_FOOTER_TEXT } from '../../alt-footer';
import type { Translation } from '../translation';

export const altFooterText: Translation<typeof ALT_FOOTER_TEXT> = {
  heading: 'मोफत सल्ला घ्या',
  text: 'तुम्ही काय बनवता आणि कसे बनवता ते आम्हाला सांगा. आमचे इंजिनिअर तुमच्या प्रक्रियेसाठी रेझिन, जेलकोट आणि क्युअरिंग सिस्टीम मोफत सुचवतील.',
  callLabel: 'इंजिनिअरशी बोला',
  linksHeading: 'अधिक पाहा',
};
