import { TERMS } from '../../../content/legal';
import { LegalDocumentView } from '../../layout/legal-document';

/** Terms and conditions (SPEC 2.5), dated LEGAL_DATE; visitors must be at least MINIMUM_AGE. */
export default function TermsPage() {
  return <LegalDocumentView document={TERMS} />;
}
