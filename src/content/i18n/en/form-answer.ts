// The gateway's page for a form sent without JavaScript.
export { FORM_ANSWER as formAnswer } from '../../form-answer';
