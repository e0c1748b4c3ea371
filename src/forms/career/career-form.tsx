import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { CAREER_RELOAD_MS, UPLOAD_PROGRESS_FROM_BYTES } from '../../content/constants';
import { FORM_TEXT, MESSAGES } from '../../content/messages';
import { THANKS } from '../../content/thanks';
import { checkResumeFile } from '../../submissions/resume-file';
import { firstSummary, validate } from '../../submissions/validate';
import { useToasts } from '../../ui/toast/use-toasts';
import { toFieldErrors } from '../kit/failure';
import { FileField } from '../kit/file-field';
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

export interface CareerFormProps {
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

const EMPTY = { name: '', email: '', phone: '', message: '' };
type CareerField = keyof typeof EMPTY;
const ORDER: readonly string[] = ['name', 'email', 'phone', 'message', 'resume'];

const loadChecks = () => import('./career-checks');
type CareerChecks = Awaited<ReturnType<typeof loadChecks>>;

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
  const key = draftKey('career');
  const draft = useDraft(key, EMPTY);
  const thanks = useThanks(key);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // An upload that succeeded for this very file; a retry after a failed create reuses it.
  const uploaded = useRef<{ file: File; assetId: string } | null>(null);
  const { toasterId, notify } = useToasts();
  const { checks, prepare, whenReady } = useFormChecks(loadChecks);
  const { errors, setErrors, fieldProps, show, showFailure, summary } = useFormErrors(
    formRef,
    ORDER,
    notify,
    checks?.careerFields,
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
      setErrors((current) => ({ ...current, resume: problem?.message }));
      if (problem) notify.error({ message: problem.summary });
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

  const onSubmit = () => {
    if (!guard.isIdle()) return;
    whenReady(
      (loaded) => submit(loaded),
      (error) => fail(error, MESSAGES.sendFailed),
    );
  };

  const submit = ({
    careerFields,
    careerKind,
    newSubmissionId,
    send,
    uploadResume,
  }: CareerChecks) => {
    const checked = validate(careerFields, values);
    const resumeProblem = checkResumeFile(file);
    if (!checked.ok || resumeProblem || !file) {
      const fieldErrors = checked.ok ? {} : toFieldErrors(checked.issues);
      if (resumeProblem) fieldErrors.resume = resumeProblem.message;
      show(fieldErrors, {
        message: firstSummary([
          ...(checked.ok ? [] : [checked.message]),
          ...(resumeProblem ? [resumeProblem.summary] : []),
        ]),
      });
      return;
    }
    setErrors({});
    void guard.run(async () => {
      let id = draft.ensureId(() => newSubmissionId(careerKind));
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
        ({ id } = await send(
          careerKind,
          { ...checked.data, id, resumeAssetId: assetId },
          { apiBase },
        ));
      } catch (error) {
        fail(error, MESSAGES.sendFailed);
        return false;
      }
      draft.clear();
      setFile(null);
      uploaded.current = null;
      thanks.show(id);
      notify.success({ message: MESSAGES.applicationSent });
      onSubmitted?.(id);
      if (afterSuccess === 'reload') later(CAREER_RELOAD_MS, () => reloadPage(formRef.current));
      return true;
    });
  };

  const again = () => {
    thanks.dismiss();
    guard.release();
  };

  const submitting = guard.phase === 'submitting';
  const field = (name: CareerField) => fieldProps(name, values, draft.setValue);
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <FormFrame
      className="resin-career-form"
      formRef={formRef}
      label={FORM_TEXT.careerForm}
      busy={submitting}
      onSubmit={onSubmit}
      onTouch={prepare}
      toasterId={toasterId}
      summary={summary}
      thanks={
        thanks.thanks && (
          <ThankYou text={THANKS.career} thanks={thanks.thanks} onAgain={again} formRef={formRef} />
        )
      }
    >
      <div className="resin-form__row">
        <FormField {...field('name')} required autoComplete="name" />
        <FormField {...field('email')} required type="email" autoComplete="email" />
      </div>
      <FormField {...field('phone')} required type="tel" autoComplete="tel" />
      <FormField {...field('message')} multiline />
      <FileField
        name="resume"
        label={FORM_TEXT.resume}
        accept="application/pdf,.pdf"
        file={file}
        onChange={onFile}
        error={errors.resume}
        hint={!file && draft.fileName ? FORM_TEXT.chooseResumeAgain(draft.fileName) : undefined}
        disabled={submitting}
      >
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
      </FileField>
      <div className="resin-form__actions">
        <button type="submit" className="resin-form__submit" part="button" disabled={submitting}>
          {submitting ? MESSAGES.submitting : MESSAGES.submitApplication}
        </button>
      </div>
    </FormFrame>
  );
}
