import { CONTACT_RELOAD_MS } from '../../content/constants';
import { MESSAGES } from '../../content/messages';
import { FormField } from '../kit/form-field';
import { FormFrame } from '../kit/form-frame';
import { ThankYou } from '../kit/thank-you';
import { reloadPage } from '../kit/reload-page';
import type { FormProps } from '../kit/submission-types';
import { useSubmission } from '../kit/use-submission';
import { useThanks } from '../kit/use-thanks';

/**
 * After a success the thank-you panel replaces the form either way; 'reload' (the site) also
 * reloads the page a moment later, 'reset' (embedded on a partner page) never does.
 */
export type ContactFormProps = FormProps<'reload' | 'reset'>;

const EMPTY = { name: '', email: '', phone: '', companyName: '', message: '' };

const load = () => import('../../submissions/contact').then(({ contactKind }) => contactKind);

/** The contact form: name, email, phone and message required, company name optional. */
export function ContactForm({
  apiBase,
  afterSuccess = 'reload',
  onSubmitted,
  onFailed,
}: ContactFormProps) {
  const form = useSubmission('contact', {
    load,
    empty: EMPTY,
    apiBase,
    sent: MESSAGES.messageSent,
    thanks: useThanks,
    after: afterSuccess === 'reload' ? { ms: CONTACT_RELOAD_MS, run: reloadPage } : undefined,
    onSubmitted,
    onFailed,
  });
  const { formText } = form.text;
  return (
    <FormFrame
      form={form}
      className="resin-contact-form"
      label={formText.contactForm}
      submit={formText.sendMessage}
      thanks={<ThankYou kind="contact" form={form} />}
    >
      <div className="resin-form__row">
        <FormField {...form.field('name')} autoComplete="name" />
        <FormField {...form.field('email')} type="email" autoComplete="email" />
      </div>
      <div className="resin-form__row">
        <FormField {...form.field('phone')} type="tel" autoComplete="tel" />
        <FormField {...form.field('companyName')} autoComplete="organization" />
      </div>
      <FormField {...form.field('message')} multiline />
    </FormFrame>
  );
}
