import { PRIVACY } from '../../../content/legal';
import { LegalDocumentView } from '../../components/legal-document';

/** Privacy policy, dated LEGAL_DATE. */
export default function PrivacyPage() {
  return <LegalDocumentView document={PRIVACY} />;
}
