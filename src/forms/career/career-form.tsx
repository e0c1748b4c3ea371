import { useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { CAREER_RELOAD_MS, UPLOAD_PROGRESS_FROM_BYTES } from '../../content/constants';
import { FORM_TEXT, MESSAGES } from '../../content/messages';
import { careerFields, careerKind, checkResumeFile } from '../../submissions/career';
import { validate } from '../../submissions/validate';
import { newSubmissionId, send, uploadResume } from '../../submissions/submit-client';
import { useToasts } from '../../ui/toast/use-toasts';
import { toFieldErrors } from '../kit/failure';
import { FormField } from '../kit/form-field';
import { FormFrame } from '../kit/form-frame';
import { reloadPage } from '../kit/reload-page';
import { draftKey, useDraft } from '../kit/use-draft';
import { useFormErrors } from '../kit/use-form-errors';
import { useLater } from '../kit/use-later';
import { useSubmitGuard } from '../kit/use-submit-guard';

export interface CareerFormProps {
  /** Gateway origin; empty means the page's own origin. */
  apiBase?: string;
  /** 'reload' (the site, a moment after success) or 'reset' (embedded on a partner page). */
  afterSuccess?: 'reload' | 'reset';
  onSubmitted?: (id: string) => void;
  onFailed?: (message: string) => void;
}

const EMPTY = { name: '', email: '', phone: '', message: '' };
type CareerField = keyof typeof EMPTY;
const ORDER: readonly string[] = ['name', 'email', 'phone', 'message', 'resume'];

// The toast names the most basic problem first: anything missing, then the field's own problem.
function firstMessage(...messages: (string | null)[]) {
  const present = messages.filter((m): m is string => Boolean(m));
  return present.includes(MESSAGES.required) ? MESSAGES.required : present[0];
}

/**
 * The career form: name, email, phone and a PDF resume required, message optional. The resume
 * is uploaded first, then the application refers to it.
 */
export function CareerForm({
  apiBase,
  afterSuccess = 'reload',
  onSubmitted,
  onFailed,
}: CareerFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const resumeId = useId();
  const draft = useDraft(draftKey('career'), EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // An upload that succeeded for this very file; a retry after a failed create reuses it.
  const uploaded = useRef<{ file: File; assetId: string } | null>(null);
  const { toasterId, notify } = useToasts();
  const { errors, setErrors, fieldProps, show, showFailure } = useFormErrors(
    formRef,
    ORDER,
    notify,
  );
  const guard = useSubmitGuard();
  const later = useLater();
  const { values } = draft;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? checkResumeFile(chosen) : null;
    if (!chosen || problem) {
      // A refused file must not stay selected, or the form would look ready to send.
      event.target.value = '';
      setFile(null);
      draft.setFileName(undefined);
      setErrors((current) => ({ ...current, resume: problem ?? undefined }));
      if (problem) notify.error({ message: problem });
      return;
    }
    setFile(chosen);
    draft.setFileName(chosen.name);
    setErrors((current) => ({ ...current, resume: undefined }));
  };

  const fail = (error: unknown, fallback: string) =>
    showFailure(error, fallback, onFailed, (fieldErrors) => {
      if (fieldErrors.resumeAssetId) {
        fieldErrors.resume = fieldErrors.resumeAssetId;
        // The gateway refused the uploaded file's reference: upload it again next time.
        uploaded.current = null;
      }
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!guard.isIdle()) return;
    const checked = validate(careerFields, values);
    const resumeProblem = checkResumeFile(file);
    if (!checked.ok || resumeProblem || !file) {
      const fieldErrors = checked.ok ? {} : toFieldErrors(checked.issues);
      if (resumeProblem) fieldErrors.resume = resumeProblem;
      show(fieldErrors, {
        message:
          firstMessage(checked.ok ? null : checked.message, resumeProblem) ?? MESSAGES.required,
      });
      return;
    }
    setErrors({});
    void guard.run(async () => {
      const id = draft.ensureId(() => newSubmissionId(careerKind));
      let assetId = uploaded.current?.file === file ? uploaded.current.assetId : undefined;
      if (!assetId) {
        const showProgress = file.size >= UPLOAD_PROGRESS_FROM_BYTES;
        if (showProgress) setProgress(0);
        try {
          ({ assetId } = await uploadResume(file, {
            apiBase,
            onProgress: showProgress ? setProgress : undefined,
          }));
        } catch (error) {
          fail(error, MESSAGES.resumeUploadFailed);
          return false;
        } finally {
          setProgress(null);
        }
        uploaded.current = { file, assetId };
        notify.success({ message: MESSAGES.resumeUploaded });
      }
      try {
        await send(careerKind, { ...checked.data, id, resumeAssetId: assetId }, { apiBase });
      } catch (error) {
        fail(error, MESSAGES.sendFailed);
        return false;
      }
      draft.forget();
      notify.success({ message: MESSAGES.applicationSent });
      onSubmitted?.(id);
      later(CAREER_RELOAD_MS, () => {
        if (afterSuccess === 'reload') {
          reloadPage(formRef.current);
          return;
        }
        draft.clear();
        setFile(null);
        uploaded.current = null;
        if (fileRef.current) fileRef.current.value = '';
        guard.release();
      });
      return true;
    });
  };

  const submitting = guard.phase === 'submitting';
  const sent = guard.phase === 'done';
  const field = (name: CareerField) => ({
    ...fieldProps(name, values, draft.setValue),
    readOnly: sent,
  });
  const resumeHint =
    !file && draft.fileName ? FORM_TEXT.chooseResumeAgain(draft.fileName) : undefined;
  const resumeDescribedBy =
    [resumeHint ? `${resumeId}-hint` : null, errors.resume ? `${resumeId}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <FormFrame
      className="resin-career-form"
      formRef={formRef}
      label={FORM_TEXT.careerForm}
      busy={submitting}
      onSubmit={onSubmit}
      toasterId={toasterId}
    >
      <div className="resin-form__row">
        <FormField {...field('name')} required autoComplete="name" />
        <FormField {...field('email')} required type="email" autoComplete="email" />
      </div>
      <FormField {...field('phone')} required type="tel" autoComplete="tel" />
      <FormField {...field('message')} multiline />
      <div
        className={`resin-field resin-field--file${errors.resume ? ' resin-field--invalid' : ''}`}
        part="field"
      >
        <label htmlFor={resumeId} className="resin-field__label" part="label">
          {FORM_TEXT.resume}
          <span className="resin-field__required" aria-hidden="true">
            {' *'}
          </span>
        </label>
        <input
          ref={fileRef}
          id={resumeId}
          name="resume"
          type="file"
          accept="application/pdf,.pdf"
          className="resin-field__input resin-field__file"
          part="input"
          required
          disabled={submitting || sent}
          aria-invalid={errors.resume ? true : undefined}
          aria-describedby={resumeDescribedBy}
          onChange={onFile}
        />
        {resumeHint ? (
          <p id={`${resumeId}-hint`} className="resin-field__hint">
            {resumeHint}
          </p>
        ) : null}
        {errors.resume ? (
          <p id={`${resumeId}-error`} className="resin-field__error" part="error">
            {errors.resume}
          </p>
        ) : null}
        {percent !== null ? (
          <div className="resin-progress">
            <div
              className="resin-progress__track"
              part="progress"
              role="progressbar"
              aria-label={FORM_TEXT.uploading}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${percent}%`}
            >
              <div className="resin-progress__bar" style={{ width: `${percent}%` }} />
            </div>
            <span className="resin-progress__label" aria-hidden="true">
              {percent}%
            </span>
          </div>
        ) : null}
      </div>
      <div className="resin-form__actions">
        <button
          type="submit"
          className="resin-form__submit"
          part="button"
          disabled={submitting || sent}
        >
          {submitting ? MESSAGES.submitting : MESSAGES.submitApplication}
        </button>
      </div>
    </FormFrame>
  );
}
