import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { CAREER_RELOAD_MS, UPLOAD_PROGRESS_FROM_BYTES } from '../../content/constants';
import { MESSAGES } from '../../content/messages';
import { formatNumber } from '../../ui/i18n/locale';
import { checkResumeFile } from '../../submissions/resume-file';
import { FileField } from '../kit/file-field';
import { FormField } from '../kit/form-field';
import { useFormLocale } from '../kit/form-locale';
import { FormFrame } from '../kit/form-frame';
import { ThankYou } from '../kit/thank-you';
import { reloadPage } from '../kit/reload-page';
import { useSubmission } from '../kit/use-submission';
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
const ORDER: readonly string[] = [...Object.keys(EMPTY), 'resume'];

const load = () => import('./career-checks');

const PERCENT: Intl.NumberFormatOptions = { style: 'percent' };

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
  const locale = useFormLocale();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // An upload that succeeded for this very file; a retry after a failed send reuses it.
  const uploaded = useRef<{ file: File; assetId: string } | null>(null);
  const form = useSubmission('career', {
    load,
    empty: EMPTY,
    order: ORDER,
    apiBase,
    check: () => {
      const problem = checkResumeFile(file);
      return problem ? { errors: { resume: problem.message }, summary: problem.summary } : null;
    },
    adjust: (errors) => {
      if (!errors.resumeAssetId) return;
      errors.resume = errors.resumeAssetId;
      // The gateway refused the uploaded file's reference: upload it again next time.
      uploaded.current = null;
    },
    attach: {
      failure: MESSAGES.resumeUploadFailed,
      run: async ({ uploadResume }) => {
        const chosen = file as File;
        if (uploaded.current?.file === chosen) return { resumeAssetId: uploaded.current.assetId };
        const showProgress = chosen.size >= UPLOAD_PROGRESS_FROM_BYTES;
        if (showProgress) setProgress(0);
        try {
          const { assetId } = await uploadResume(chosen, {
            apiBase,
            onProgress: showProgress ? setProgress : undefined,
          });
          uploaded.current = { file: chosen, assetId };
        } finally {
          setProgress(null);
        }
        form.notify.success({ message: MESSAGES.resumeUploaded });
        return { resumeAssetId: uploaded.current.assetId };
      },
    },
    sent: MESSAGES.applicationSent,
    thanks: useThanks,
    after: afterSuccess === 'reload' ? { ms: CAREER_RELOAD_MS, run: reloadPage } : undefined,
    reset: () => {
      setFile(null);
      uploaded.current = null;
    },
    onSubmitted,
    onFailed,
  });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? checkResumeFile(chosen) : null;
    if (!chosen || problem) {
      // A refused file must not stay selected, or the form would look ready to send.
      event.target.value = '';
      setFile(null);
      form.setFileName(undefined);
      form.setError('resume', problem?.message);
      if (problem) form.notify.error({ message: problem.summary });
      return;
    }
    setFile(chosen);
    form.setFileName(chosen.name);
    form.setError('resume', undefined);
  };

  const { formText, messages } = form.text;
  const percent = progress === null ? null : Math.round(progress * 100);
  // The figure as the widget's locale writes a percentage ('42%', '42 %').
  const shownPercent = percent === null ? '' : formatNumber(locale, percent / 100, PERCENT);
  return (
    <FormFrame
      form={form}
      className="resin-career-form"
      label={formText.careerForm}
      submit={messages.submitApplication}
      thanks={<ThankYou kind="career" form={form} />}
    >
      <div className="resin-form__row">
        <FormField {...form.field('name')} required autoComplete="name" />
        <FormField {...form.field('email')} required type="email" autoComplete="email" />
      </div>
      <FormField {...form.field('phone')} required type="tel" autoComplete="tel" />
      <FormField {...form.field('message')} multiline />
      <FileField
        name="resume"
        label={formText.resume}
        accept="application/pdf,.pdf"
        file={file}
        onChange={onFile}
        error={form.errors.resume}
        hint={!file && form.fileName ? formText.chooseResumeAgain(form.fileName) : undefined}
        disabled={form.submitting}
      >
        {percent !== null ? (
          <div className="resin-progress">
            <div
              className="resin-progress__track"
              part="progress"
              role="progressbar"
              aria-label={formText.uploading}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={shownPercent}
            >
              <div className="resin-progress__bar" style={{ width: `${percent}%` }} />
            </div>
            <span className="resin-progress__label" aria-hidden="true">
              {shownPercent}
            </span>
          </div>
        ) : null}
      </FileField>
    </FormFrame>
  );
}
