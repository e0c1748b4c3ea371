// What the forms' checks and the gateway say about a field or a limit.
export {
  LIMIT_MESSAGES as limitMessages,
  FIELD_MESSAGES as fieldMessages,
} from '../../field-messages';
