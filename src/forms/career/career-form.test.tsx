import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAREER_RELOAD_MS, UPLOAD_PROGRESS_FROM_BYTES } from '../../content/constants';
import { MESSAGES } from '../../content/messages';
import { LIMIT_MESSAGES } from '../../content/field-messages';
import { REACH_MESSAGES } from '../../content/reach-messages';
import { THANKS } from '../../content/thanks';
import { RESUME_MAX_BYTES } from '../../content/constants';
import { referenceOf } from '../../submissions/reference';
import { SubmitError, type UploadOptions } from '../../submissions/submit-error';
import { FILE_PICKER_TEXT, RESUME_MESSAGES } from '../../content/file-picker';
import {
  deferred,
  flush,
  ID_PATTERN,
  siteEnvelope,
  useFakeClock,
} from '../../../testing/unit/form-kit';
import { CareerForm } from './career-form';

const client = vi.hoisted(() => ({ uploadResume: vi.fn(), sendCareer: vi.fn() }));
vi.mock('../../submissions/upload-client', () => ({ uploadResume: client.uploadResume }));
vi.mock('../../submissions/submit-client', async (original) => ({
  ...(await original<typeof import('../../submissions/submit-client')>()),
  send: (_kind: unknown, data: unknown, opts: unknown) => client.sendCareer(data, opts),
}));
const page = vi.hoisted(() => ({ reloadPage: vi.fn() }));
vi.mock('../kit/reload-page', () => page);

const ASSET = `file-${'a'.repeat(40)}-pdf`;
const filled = {
  name: 'Meera Shah',
  email: 'meera@example.com',
  phone: '98765 43210',
  message: 'Quality engineer, 6 years',
};
const pdf = (size = 2048, name = 'meera-cv.pdf') =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function setup(props: Parameters<typeof CareerForm>[0] = {}) {
  const user = userEvent.setup({
    advanceTimers: (ms) => vi.advanceTimersByTime(ms),
    // The form itself must refuse a Word file, so let the test choose one.
    applyAccept: false,
  });
  const view = render(<CareerForm {...props} />);
  const field = (label: RegExp) => screen.getByLabelText(label);
  const resume = () => screen.getByLabelText(/^resume/i) as HTMLInputElement;
  const fill = async (values: Partial<typeof filled> = filled, file: File | null = pdf()) => {
    if (values.name) await user.type(field(/^name/i), values.name);
    if (values.email) await user.type(field(/^email/i), values.email);
    if (values.phone) await user.type(field(/^phone/i), values.phone);
    if (values.message) await user.type(field(/^message/i), values.message);
    if (file) await user.upload(resume(), file);
  };
  const submit = () => screen.getByRole('button', { name: /submit application|submitting/i });
  return { user, view, field, resume, fill, submit };
}

// The gateway answers with the id it stored: the one the form sent.
const stored = (data: { id: string }) => Promise.resolve({ id: data.id });

// The form's checks load on its first touch; loaded once here, with the real clock, no single
// test pays for compiling them (under the fake clock a busy machine took past the time limit).
beforeAll(async () => {
  await Promise.all([
    import('../../submissions/career'),
    import('../kit/submit-flow'),
    import('../../submissions/upload-client'),
  ]);
});

beforeEach(async () => {
  await useFakeClock();
  localStorage.clear();
  sessionStorage.clear();
  client.uploadResume.mockReset();
  client.sendCareer.mockReset();
  page.reloadPage.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('career form validation', () => {
  it("sums up a missing resume as 'Please fill in all required fields.' and asks for a PDF under the picker, the message being optional", async () => {
    const { user, resume, fill, field, submit } = setup();
    await fill({ ...filled, message: '' }, null);
    await user.click(submit());
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.required);
    expect(resume()).toHaveAttribute('aria-invalid', 'true');
    expect(resume()).toHaveAccessibleDescription(
      `${FILE_PICKER_TEXT.none} ${RESUME_MESSAGES.missing}`,
    );
    expect(resume()).toHaveFocus();
    expect(field(/^message/i)).not.toHaveAttribute('aria-invalid');
    expect(client.uploadResume).not.toHaveBeenCalled();
  });

  it('sums up a missing resume before a bad phone, focusing the first wrong field', async () => {
    const { user, field, fill, submit } = setup();
    await fill({ ...filled, phone: '98765' }, null);
    await user.click(submit());
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.required);
    expect(field(/^phone/i)).toHaveAccessibleDescription(REACH_MESSAGES.phoneDigits(5));
    expect(field(/^phone/i)).toHaveFocus();
  });

  it('refuses a resume over 5 MB under the picker', async () => {
    const { user, resume } = setup();
    await user.upload(resume(), pdf(RESUME_MAX_BYTES + 1));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(LIMIT_MESSAGES.resumeTooLarge);
    expect(resume()).toHaveAccessibleDescription(
      `${FILE_PICKER_TEXT.none} ${RESUME_MESSAGES.tooLarge}`,
    );
  });

  it('focuses the first empty field and marks each one', async () => {
    const { user, field, submit } = setup();
    await user.click(submit());
    await flush();
    for (const label of [/^name/i, /^email/i, /^phone/i]) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field(/^name/i)).toHaveFocus();
  });

  it("shows 'Only PDF files are allowed' for a Word file and does not keep it", async () => {
    const { user, resume } = setup();
    const word = new File(['x'], 'cv.docx', { type: 'application/msword' });
    await user.upload(resume(), word);
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.pdfOnly);
    expect(resume()).toHaveAccessibleDescription(
      `${FILE_PICKER_TEXT.none} ${RESUME_MESSAGES.notPdf}`,
    );
    expect(resume().files).toHaveLength(0);
  });

  it("shows the chosen file's name and size beside a picker named by the field's label", async () => {
    const { user, resume } = setup();
    expect(resume()).toHaveAccessibleName('Resume (PDF)');
    expect(screen.getByText(FILE_PICKER_TEXT.none)).toBeInTheDocument();
    await user.upload(resume(), pdf(312 * 1024, 'Asha-Patil-CV.pdf'));
    await flush();
    expect(screen.getByText('Asha-Patil-CV.pdf, 312 KB')).toBeInTheDocument();
    expect(resume()).toHaveAccessibleDescription('Asha-Patil-CV.pdf, 312 KB');
    expect(resume()).toHaveAttribute('type', 'file');
  });

  it('has an email input of type email and the spec field names', () => {
    const { field } = setup();
    expect(field(/^email/i)).toHaveAttribute('type', 'email');
    const form = screen.getByRole('form', { name: 'Career application form' });
    const names = [...form.querySelectorAll('input, textarea')].map((el) =>
      el.getAttribute('name'),
    );
    expect(names).toEqual([
      'name',
      'email',
      'phone',
      'message',
      'resume',
      'website',
      'consent.keepCv',
    ]);
  });
});

describe('career form submission', () => {
  it("uploads the resume ('Resume uploaded'), then sends the application ('Application Sent', in the upload's toast's place) and reloads after 2000 ms", async () => {
    const upload = deferred<{ assetId: string }>();
    client.uploadResume.mockReturnValue(upload.promise);
    const sent = deferred<{ id: string }>();
    client.sendCareer.mockReturnValue(sent.promise);
    const onSubmitted = vi.fn();
    const { user, fill, resume, submit } = setup({ onSubmitted });
    const file = pdf();
    await fill(filled, file);
    await user.click(submit());
    await flush();
    expect(submit()).toHaveTextContent(MESSAGES.submitting);
    expect(submit()).toBeDisabled();
    expect(resume()).toBeDisabled();
    expect(client.uploadResume).toHaveBeenCalledWith(file, expect.any(Object));
    expect(client.sendCareer).not.toHaveBeenCalled();

    await act(async () => upload.resolve({ assetId: ASSET }));
    await flush();
    const notices = () => screen.queryAllByRole('status').map((el) => el.textContent ?? '');
    expect(notices()).toEqual([expect.stringContaining(MESSAGES.resumeUploaded)]);
    const [data] = client.sendCareer.mock.calls[0] as [Record<string, string>];
    await act(async () => sent.resolve({ id: data.id! }));
    await flush();
    // One success, one notice: the application's toast takes the upload's place.
    expect(notices()).toEqual([expect.stringContaining(MESSAGES.applicationSent)]);
    expect(data).toEqual({
      ...filled,
      id: expect.stringMatching(ID_PATTERN('career')),
      resumeAssetId: ASSET,
      ...(await siteEnvelope('career')),
    });
    // The file was uploaded for this very application: only its id may refer to it.
    const [, uploaded] = client.uploadResume.mock.calls[0] as [File, UploadOptions];
    expect(uploaded.submission).toBe(data.id);
    expect(onSubmitted).toHaveBeenCalledWith(data.id);
    expect(screen.getByRole('heading', { name: THANKS.career.title })).toHaveFocus();
    expect(screen.getByText(THANKS.career.next)).toBeInTheDocument();
    expect(screen.getByText(referenceOf(data.id!)).tagName).toBe('CODE');
    act(() => vi.advanceTimersByTime(CAREER_RELOAD_MS - 1));
    expect(page.reloadPage).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(page.reloadPage).toHaveBeenCalledTimes(1);
  });

  it("shows 'Failed to upload resume', logs the error and keeps the values", async () => {
    const error = new SubmitError({ status: 502, toast: MESSAGES.resumeUploadFailed });
    client.uploadResume.mockRejectedValue(error);
    const onFailed = vi.fn();
    const { user, fill, field, resume, submit } = setup({ onFailed });
    await fill();
    await user.click(submit());
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.resumeUploadFailed);
    expect(console.error).toHaveBeenCalledWith(error);
    expect(onFailed).toHaveBeenCalledWith(MESSAGES.resumeUploadFailed);
    expect(field(/^name/i)).toHaveValue(filled.name);
    expect(resume().files).toHaveLength(1);
    expect(submit()).toBeEnabled();
    expect(client.sendCareer).not.toHaveBeenCalled();
  });

  it("after 'Failed to send message' retries without uploading again and with the same id", async () => {
    client.uploadResume.mockResolvedValue({ assetId: ASSET });
    const error = new SubmitError({ status: 502, toast: MESSAGES.sendFailed });
    client.sendCareer.mockRejectedValueOnce(error).mockImplementation(stored);
    const { user, fill, submit } = setup();
    await fill();
    await user.click(submit());
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.sendFailed);
    expect(console.error).toHaveBeenCalledWith(error);
    await user.click(submit());
    await flush();
    expect(client.uploadResume).toHaveBeenCalledTimes(1);
    const ids = client.sendCareer.mock.calls.map(([d]) => (d as { id: string }).id);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('shows the upload progress of a large file as a progress bar with a percentage', async () => {
    const upload = deferred<{ assetId: string }>();
    let report: ((fraction: number) => void) | undefined;
    client.uploadResume.mockImplementation((_file: File, opts: UploadOptions) => {
      report = opts.onProgress;
      return upload.promise;
    });
    client.sendCareer.mockResolvedValue({ id: 'x' });
    const { user, fill, submit } = setup();
    await fill(filled, pdf(UPLOAD_PROGRESS_FROM_BYTES + 1));
    await user.click(submit());
    await flush();
    act(() => report?.(0.42));
    const bar = screen.getByRole('progressbar', { name: 'Uploading resume' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('42%')).toBeInTheDocument();
    await act(async () => upload.resolve({ assetId: ASSET }));
    await flush();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('asks to choose the resume again after a reload, naming the file', async () => {
    const first = setup();
    await first.fill({ name: 'Meera' }, pdf(2048, 'meera-cv.pdf'));
    first.view.unmount();
    const second = setup();
    expect(second.field(/^name/i)).toHaveValue('Meera');
    expect(second.resume()).toHaveAccessibleDescription(expect.stringContaining('meera-cv.pdf'));
  });

  it("with afterSuccess 'reset' shows the thank-you panel, never reloads, and starts an empty application", async () => {
    client.uploadResume.mockResolvedValue({ assetId: ASSET });
    client.sendCareer.mockImplementation(stored);
    const { user, fill, field, resume, submit } = setup({ afterSuccess: 'reset' });
    await fill();
    await user.click(submit());
    await flush();
    expect(screen.getByRole('heading', { name: THANKS.career.title })).toHaveFocus();
    act(() => vi.advanceTimersByTime(CAREER_RELOAD_MS * 2));
    expect(page.reloadPage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: THANKS.career.again }));
    expect(field(/^name/i)).toHaveValue('');
    expect(field(/^name/i)).toHaveFocus();
    expect(resume().files).toHaveLength(0);
    expect(screen.getByText(FILE_PICKER_TEXT.none)).toBeInTheDocument();
  });
});
