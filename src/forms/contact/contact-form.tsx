import { useRef } from 'react';
import type { FormEvent } from 'react';
import { CONTACT_RELOAD_MS } from '../../content/constants';
import { FORM_TEXT, MESSAGES } from '../../content/messages';
import { contactFields, contactKind } from '../../submissions/contact';
import { validate } from '../../submissions/validate';
import { newSubmissionId, send } from '../../submissions/submit-client';
import { useToasts } from '../../ui/toast/use-toasts';
import { FormField } from '../kit/form-field';
import { FormFrame } from '../kit/form-frame';
import { reloadPage } from '../kit/reload-page';
import { draftKey, useDraft } from '../kit/use-draft';
import { useFormErrors } from '../kit/use-form-errors';
import { useLater } from '../kit/use-later';
import { useSubmitGuard } from '../kit/use-submit-guard';

export interface ContactFormProps {
  /** Gateway origin; empty means the page's own origin. */
  apiBase?: string;
  /** 'reload' (the site, a moment after success) or 'reset' (embedded on a partner page). */
  afterSuccess?: 'reload' | 'reset';
  onSubmitted?: (id: string) => void;
  onFailed?: (message: string) => void;
}

const EMPTY = { name: '', email: '', phone: '', companyName: '', message: '' };
type ContactField = keyof typeof EMPTY;
const ORDER: readonly ContactField[] = ['name', 'email', 'phone', 'companyName', 'message'];

/** The contact form: name, email, phone and message required, company name optional. */
export function ContactForm({
  apiBase,
  afterSuccess = 'reload',
  onSubmitted,
  onFailed,
}: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useDraft(draftKey('contact'), EMPTY);
  const { toasterId, notify } = useToasts();
  const { setErrors, fieldProps, showInvalid, showFailure } = useFormErrors(formRef, ORDER, notify);
  const guard = useSubmitGuard();
  const later = useLater();
  const { values } = draft;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!guard.isIdle()) return;
    const checked = validate(contactFields, values);
    if (!checked.ok) {
      showInvalid(checked.issues, checked.message);
      return;
    }
    setErrors({});
    void guard.run(async () => {
      const id = draft.ensureId(() => newSubmissionId(contactKind));
      try {
        await send(contactKind, { ...checked.data, id }, { apiBase });
      } catch (error) {
        showFailure(error, MESSAGES.sendFailed, onFailed);
        return false;
      }
      draft.forget();
      notify.success({ message: MESSAGES.messageSent });
      onSubmitted?.(id);
      later(CONTACT_RELOAD_MS, () => {
        if (afterSuccess === 'reload') {
          reloadPage(formRef.current);
          return;
        }
        draft.clear();
        guard.release();
      });
      return true;
    });
  };

  const submitting = guard.phase === 'submitting';
  // From a success until the reload or reset the message stays visible but cannot change.
  const sent = guard.phase === 'done';
  const field = (name: ContactField) => ({
    ...fieldProps(name, values, draft.setValue),
    readOnly: sent,
  });
  return (
    <FormFrame
      className="resin-contact-form"
      formRef={formRef}
      label={FORM_TEXT.contactForm}
      busy={submitting}
      onSubmit={onSubmit}
      toasterId={toasterId}
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
        <button
          type="submit"
          className="resin-form__submit"
          part="button"
          disabled={submitting || sent}
        >
          {submitting ? MESSAGES.submitting : FORM_TEXT.sendMessage}
        </button>
      </div>
    </FormFrame>
  );
}
