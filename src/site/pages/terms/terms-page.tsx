import { TERMS } from '../../../content/legal';
import { LegalDocumentView } from '../../components/legal-document';

/** Terms and conditions, dated LEGAL_DATE; visitors must be at least MINIMUM_AGE. */
export default function TermsPage() {
  return <LegalDocumentView document={TERMS} />;
}
