import { CAREER_RELOAD_MS } from '../../content/constants';
import { EN_CAREER } from '../../content/current-notice-career';
import { MESSAGES } from '../../content/messages';
import { checkResumeFile } from '../../submissions/resume-file';
import { FormField } from '../kit/form-field';
import { FormFrame } from '../kit/form-frame';
import { ThankYou } from '../kit/thank-you';
import { reloadPage } from '../kit/reload-page';
import type { FormProps } from '../kit/submission-types';
import { UploadField, useUpload, type UploadSpec } from '../kit/upload-field';
import { useSubmission } from '../kit/use-submission';
import { useThanks } from '../kit/use-thanks';

/**
 * After a success the thank-you panel replaces the form either way; 'reload' (the site) also
 * reloads the page a moment later, 'reset' (embedded on a partner page) never does.
 */
export type CareerFormProps = FormProps<'reload' | 'reset'>;

const EMPTY = { name: '', email: '', phone: '', message: '' };

const load = () => import('../../submissions/career').then(({ careerKind }) => careerKind);

/** The resume: a PDF, uploaded before the application, which refers to it by its asset id. */
const RESUME: UploadSpec = {
  field: 'resume',
  as: 'resumeAssetId',
  check: checkResumeFile,
  load: () => import('../../submissions/upload-client').then(({ uploadResume }) => uploadResume),
  uploaded: MESSAGES.resumeUploaded,
  failure: MESSAGES.resumeUploadFailed,
};

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
  const resume = useUpload(RESUME, apiBase);
  const form = useSubmission('career', {
    load,
    empty: EMPTY,
    apiBase,
    ...resume.options,
    sent: MESSAGES.applicationSent,
    noticeWords: EN_CAREER,
    thanks: useThanks,
    after: afterSuccess === 'reload' ? { ms: CAREER_RELOAD_MS, run: reloadPage } : undefined,
    onSubmitted,
    onFailed,
  });
  const { formText, messages } = form.text;
  return (
    <FormFrame
      form={form}
      className="resin-career-form"
      label={formText.careerForm}
      submit={messages.submitApplication}
      thanks={<ThankYou kind="career" form={form} />}
    >
      <div className="resin-form__row">
        <FormField {...form.field('name')} autoComplete="name" />
        <FormField {...form.field('email')} type="email" autoComplete="email" />
      </div>
      <FormField {...form.field('phone')} type="tel" autoComplete="tel" />
      <FormField {...form.field('message')} multiline />
      <UploadField
        upload={resume}
        form={form}
        label={formText.resume}
        accept="application/pdf,.pdf"
        again={formText.chooseResumeAgain}
      />
    </FormFrame>
  );
}
