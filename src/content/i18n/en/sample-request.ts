// The sample request's page, form and messages.
export { SAMPLE_TEXT as sampleText } from '../../sample-request';
