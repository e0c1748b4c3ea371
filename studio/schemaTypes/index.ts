import { careerType } from './career';
import { contactType } from './contact';
import { inquiryType } from './inquiry';
import { quotationType } from './quotation';
import { reviewType } from './review';
import { sampleType } from './sample';

/** One document type per stored kind of submission, in the gateway's order. */
export const schemaTypes = [
  contactType,
  inquiryType,
  careerType,
  quotationType,
  reviewType,
  sampleType,
];
