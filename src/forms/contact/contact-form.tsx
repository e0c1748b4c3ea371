import { useRef } from 'react';
import { CONTACT_RELOAD_MS } from '../../content/constants';
import { FORM_TEXT, MESSAGES } from '../../content/messages';
import { THANKS } from '../../content/thanks';
import { validate } from '../../submissions/validate';
import { useToasts } from '../../ui/toast/use-toasts';
import { FormField } from '../kit/form-field';
import { FormFrame } from '../kit/form-frame';
import { reloadPage } from '../kit/reload-page';
import { ThankYou } from '../kit/thank-you';
import { draftKey, useDraft } from '../kit/use-draft';
import { useFormChecks } from '../kit/use-form-checks';
import { useFormErrors } from '../kit/use-form-errors';
import { useLater } from '../kit/use-later';
import { useSubmitGuard } from '../kit/use-submit-guard';
import { useThanks } from '../kit/use-thanks';

export interface ContactFormProps {
  /** Gateway origin; empty means the page's own origin. */
  apiBase?: string;
  /**
   * After a success the thank-you panel replaces the form either way; 'reload' (the site) also
   * reloads the page a moment later, 'reset' (embedded on a partner page) never does.
   */
  afterSuccess?: 'reload' | 'reset';
  onSubmitted?: (id: string) => void;
  onFailed?: (message: string) => void;
}

const EMPTY = { name: '', email: '', phone: '', companyName: '', message: '' };
type ContactField = keyof typeof EMPTY;
const ORDER: readonly ContactField[] = ['name', 'email', 'phone', 'companyName', 'message'];

const loadChecks = () => import('./contact-checks');

/** The contact form: name, email, phone and message required, company name optional. */
export function ContactForm({
  apiBase,
  afterSuccess = 'reload',
  onSubmitted,
  onFailed,
}: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const key = draftKey('contact');
  const draft = useDraft(key, EMPTY);
  const thanks = useThanks(key);
  const { toasterId, notify } = useToasts();
  const { checks, prepare, whenReady } = useFormChecks(loadChecks);
  const { setErrors, fieldProps, showInvalid, showFailure, summary } = useFormErrors(
    formRef,
    ORDER,
    notify,
    checks?.contactFields,
  );
  const guard = useSubmitGuard();
  const later = useLater();
  const { values } = draft;

  const onSubmit = () => {
    if (!guard.isIdle()) return;
    whenReady(
      ({ contactFields, contactKind, newSubmissionId, send }) => {
        const checked = validate(contactFields, values);
        if (!checked.ok) {
          showInvalid(checked.issues, checked.message);
          return;
        }
        setErrors({});
        void guard.run(async () => {
          let id = draft.ensureId(() => newSubmissionId(contactKind));
          try {
            ({ id } = await send(contactKind, { ...checked.data, id }, { apiBase }));
          } catch (error) {
            showFailure(error, MESSAGES.sendFailed, onFailed);
            return false;
          }
          draft.clear();
          thanks.show(id);
          notify.success({ message: MESSAGES.messageSent });
          onSubmitted?.(id);
          if (afterSuccess === 'reload') {
            later(CONTACT_RELOAD_MS, () => reloadPage(formRef.current));
          }
          return true;
        });
      },
      (error) => showFailure(error, MESSAGES.sendFailed, onFailed),
    );
  };

  const again = () => {
    thanks.dismiss();
    guard.release();
  };

  const submitting = guard.phase === 'submitting';
  const field = (name: ContactField) => fieldProps(name, values, draft.setValue);
  return (
    <FormFrame
      className="resin-contact-form"
      formRef={formRef}
      label={FORM_TEXT.contactForm}
      busy={submitting}
      onSubmit={onSubmit}
      onTouch={prepare}
      toasterId={toasterId}
      summary={summary}
      thanks={
        thanks.thanks && (
          <ThankYou
            text={THANKS.contact}
            thanks={thanks.thanks}
            onAgain={again}
            formRef={formRef}
          />
        )
      }
    >
      <div className="resin-form__row">
        <FormField {...field('name')} required autoComplete="name" />
        <FormField {...field('email')} required type="email" autoComplete="email" />
      </div>
      <div className="resin-form__row">
        <FormField {...field('phone')} required type="tel" autoComplete="tel" />
        <FormField {...field('companyName')} autoComplete="organization" />
      </div>
      <FormField {...field('message')} required multiline />
      <div className="resin-form__actions">
        <button type="submit" className="resin-form__submit" part="button" disabled={submitting}>
          {submitting ? MESSAGES.submitting : FORM_TEXT.sendMessage}
        </button>
      </div>
    </FormFrame>
  );
}
