// Loaded on its own, only by the home page's mobile enquiry section (home-enquiry.tsx): the form
// and its styles stay out of the first paint and out of the home page's chunk.
import { APPLICATIONS } from '../../../content/applications';
import { InquiryForm } from '../../../forms/inquiry/inquiry-form';
import '../../../forms/inquiry/inquiry-form.css';

const APPLICATION_NAMES = APPLICATIONS.map((app) => app.service_name);

export default function HomeEnquiryForm() {
  return <InquiryForm applicationOptions={APPLICATION_NAMES} />;
}
