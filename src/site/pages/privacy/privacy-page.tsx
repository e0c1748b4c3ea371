import { PRIVACY } from '../../../content/legal';
import { LegalDocumentView } from '../../layout/legal-document';

/** Privacy policy (SPEC 2.5), dated LEGAL_DATE. */
export default function PrivacyPage() {
  return <LegalDocumentView document={PRIVACY} />;
}
