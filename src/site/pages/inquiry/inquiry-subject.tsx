// Loaded only at /inquiry/<grade or application>/, so /inquiry/ itself carries neither the
// inquiry form nor the catalogue's and applications' names: the inquiry about that grade or
// application, filled in from the page's address and named in the page's language.
import type { ReactNode } from 'react';
import { inquirySubject } from '../../../content/inquiry-subjects';
import { InquiryForm } from '../../../forms/inquiry/inquiry-form';
import '../../../forms/inquiry/inquiry-form.css';
import { useArea } from '../../../ui/i18n/areas';
import { useMessages } from '../../i18n/site-words';

export interface InquirySubjectProps {
  /** The grade's id or the application's slug, from the page's address. */
  slug: string;
  /** What the page shows for a slug that names neither: its general contact form. */
  general: ReactNode;
}

export default function InquirySubject({ slug, general }: InquirySubjectProps) {
  const { formText } = useMessages();
  const grades = useArea('products')?.products;
  const applications = useArea('applications')?.applications;
  const subject = inquirySubject(slug);
  if (!subject) return general;
  const label =
    (subject.kind === 'grade' ? grades?.[slug]?.title : applications?.[slug]?.name) ?? subject.name;
  return (
    <>
      <h2>{formText.enquireAbout(label)}</h2>
      {/* The inquiry sends the name staff know, in English; the form shows the page's words. */}
      <InquiryForm applicationName={subject.name} applicationLabel={label} />
    </>
  );
}
