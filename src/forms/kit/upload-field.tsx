import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { UPLOAD_PROGRESS_FROM_BYTES } from '../../content/constants';
import type { EarnedSignals } from '../../submissions/envelope';
import type { UploadOptions } from '../../submissions/submit-error';
import { formatNumber } from '../../ui/i18n/locale';
import type { Notifier } from '../../ui/toast/toast-types';
import { FileField } from './file-field';
import { useFormLocale } from './form-locale';
import type { FormText } from './form-text-shape';
import type { SubmissionOptions } from './submission-types';

type Problem = { message: string; summary: string } | null;

/** One file a form uploads before it sends (the career form's resume). */
export interface UploadSpec {
  /** The file field's name, where its problems show. */
  field: string;
  /** The body's field that carries the uploaded file's asset id, as the gateway names it. */
  as: string;
  /** What is wrong with the chosen file (or with none), checked as it is chosen and on submit. */
  check(file: File | null): Problem;
  /** The upload client, loaded once a file is chosen, so it is there by the submit. */
  load(): Promise<(file: File, opts: UploadOptions) => Promise<{ assetId: string }>>;
  /** The toast once the file is uploaded. */
  uploaded: string;
  /** The toast when the upload fails; the form stays as it is. */
  failure: string;
}

/**
 * The file of one form: chosen and checked, uploaded on submit before the send for the
 * submission's id and with its spam signals (once per file and id: a retry after a failed send
 * reuses the upload, a submission under a new id uploads again, as only the id it was uploaded
 * for may refer to it), its progress reported from UPLOAD_PROGRESS_FROM_BYTES, and its asset id
 * added to the submission. `options` go to useSubmission; <UploadField> draws it.
 */
export function useUpload(spec: UploadSpec, apiBase: string | undefined) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // An upload that succeeded for this very file and submission; a retry after a failed send
  // reuses it.
  const uploaded = useRef<{ file: File; submission: string; assetId: string } | null>(null);
  const options = {
    check: () => {
      const problem = spec.check(file);
      return problem
        ? { errors: { [spec.field]: problem.message }, summary: problem.summary }
        : null;
    },
    adjust: (errors) => {
      if (!errors[spec.as]) return;
      errors[spec.field] = errors[spec.as];
      // The gateway refused the uploaded file's reference: upload it again next time.
      uploaded.current = null;
    },
    attach: {
      failure: spec.failure,
      run: async (notify: Notifier, id: string, earned: Promise<EarnedSignals>) => {
        const chosen = file as File;
        const done = uploaded.current;
        if (done?.file !== chosen || done.submission !== id) {
          const [upload, signals] = await Promise.all([spec.load(), earned]);
          const showProgress = chosen.size >= UPLOAD_PROGRESS_FROM_BYTES;
          if (showProgress) setProgress(0);
          try {
            const { assetId } = await upload(chosen, {
              apiBase,
              submission: id,
              signals,
              onProgress: showProgress ? setProgress : undefined,
            });
            uploaded.current = { file: chosen, submission: id, assetId };
          } finally {
            setProgress(null);
          }
          notify.success({ message: spec.uploaded });
        }
        return { [spec.as]: uploaded.current?.assetId };
      },
    },
    reset: () => {
      setFile(null);
      uploaded.current = null;
    },
  } satisfies Partial<SubmissionOptions<Record<string, string>>>;
  return { spec, file, setFile, progress, options };
}

/** What the field needs of the form's submission (useSubmission gives it). */
interface UploadForm {
  errors: Partial<Record<string, string>>;
  setError(field: string, message: string | undefined): void;
  fileName: string | undefined;
  setFileName(name: string | undefined): void;
  notify: Notifier;
  submitting: boolean;
  text: FormText;
}

const PERCENT: Intl.NumberFormatOptions = { style: 'percent' };

/**
 * The upload's file field and, while a large file uploads, its progress bar. After a reload the
 * draft remembers the file's name, and the field asks for it again (`again`).
 */
export function UploadField({
  upload,
  form,
  label,
  accept,
  again,
}: {
  upload: ReturnType<typeof useUpload>;
  form: UploadForm;
  label: string;
  accept: string;
  again: (fileName: string) => string;
}) {
  const locale = useFormLocale();
  const { spec, file, progress } = upload;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? spec.check(chosen) : null;
    if (!chosen || problem) {
      // A refused file must not stay selected, or the form would look ready to send.
      event.target.value = '';
      upload.setFile(null);
      form.setFileName(undefined);
      form.setError(spec.field, problem?.message);
      if (problem) form.notify.error({ message: problem.summary });
      return;
    }
    void spec.load().catch(() => undefined);
    upload.setFile(chosen);
    form.setFileName(chosen.name);
    form.setError(spec.field, undefined);
  };

  const percent = progress === null ? null : Math.round(progress * 100);
  // The figure as the widget's locale writes a percentage ('42%', '42 %').
  const shownPercent = percent === null ? '' : formatNumber(locale, percent / 100, PERCENT);
  return (
    <FileField
      name={spec.field}
      label={label}
      accept={accept}
      file={file}
      onChange={onChange}
      error={form.errors[spec.field]}
      hint={!file && form.fileName ? again(form.fileName) : undefined}
      disabled={form.submitting}
    >
      {percent !== null ? (
        <div className="resin-progress">
          <div
            className="resin-progress__track"
            part="progress"
            role="progressbar"
            aria-label={form.text.formText.uploading}
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
  );
}
