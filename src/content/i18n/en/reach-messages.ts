// What is wrong with an e-mail address or a phone number.
export { REACH_MESSAGES as reachMessages } from '../../reach-messages';
