import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INQUIRY_MODAL_CLOSE_MS, MODAL_FADE_MS, TOAST } from '../../content/constants';
import { FORM_TEXT, MESSAGES } from '../../content/messages';
import { THANKS } from '../../content/thanks';
import { referenceOf } from '../../submissions/reference';
import { FIELD_MESSAGES } from '../../content/field-messages';
import {
  deferred,
  flush,
  ID_PATTERN,
  siteEnvelope,
  useFakeClock,
} from '../../../testing/unit/form-kit';
import { EnquireButton } from './enquire-button';
import { InquiryForm } from './inquiry-form';

const client = vi.hoisted(() => ({ sendInquiry: vi.fn() }));
vi.mock('../../submissions/submit-client', async (original) => ({
  ...(await original<typeof import('../../submissions/submit-client')>()),
  send: (_kind: unknown, data: unknown, opts: unknown) => client.sendInquiry(data, opts),
}));

const APPLICATION = 'Marine Industry';
const filled = {
  name: 'Ravi Kumar',
  phone: 'call after 5',
  companyName: 'Kumar Boats',
  message: 'Need gelcoat for hulls',
};

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const onSubmitted = vi.fn();
  const view = render(
    <>
      <button type="button">Before</button>
      <EnquireButton applicationName={APPLICATION} onSubmitted={onSubmitted} />
    </>,
  );
  const opener = screen.getByRole('button', { name: `Enquire about ${APPLICATION}` });
  const open = async () => {
    await user.click(opener);
    await flush();
    return screen.getByRole('dialog', { name: 'Product Inquiry' });
  };
  const fill = async (dialog: HTMLElement, values: Partial<typeof filled> = filled) => {
    const d = within(dialog);
    if (values.name) await user.type(d.getByLabelText(/^name/i), values.name);
    if (values.phone) await user.type(d.getByLabelText(/^phone/i), values.phone);
    if (values.companyName) await user.type(d.getByLabelText(/^company name/i), values.companyName);
    if (values.message) await user.type(d.getByLabelText(/^message/i), values.message);
  };
  return { user, view, opener, open, fill, onSubmitted };
}

beforeEach(async () => {
  await useFakeClock();
  localStorage.clear();
  client.sendInquiry.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('inquiry modal', () => {
  it('opens a labelled modal dialog with the application prefilled read-only and focus on the name', async () => {
    const { open } = setup();
    const dialog = await open();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveProperty('open', true);
    const application = within(dialog).getByLabelText('Application');
    expect(application).toHaveValue(APPLICATION);
    expect(application).toHaveAttribute('readonly');
    expect(application).toHaveAttribute('name', 'applicationName');
    expect(within(dialog).getByLabelText(/^name/i)).toHaveFocus();
    const names = [...dialog.querySelectorAll('input, textarea')].map((el) =>
      el.getAttribute('name'),
    );
    expect(names).toEqual([
      'applicationName',
      'name',
      'phone',
      'companyName',
      'message',
      'website',
      'consent.updates',
    ]);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, open } = setup();
    const dialog = await open();
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 12; i += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and gives focus back to the Enquire button', async () => {
    const { user, open, opener } = setup();
    await open();
    await user.keyboard('{Escape}');
    act(() => vi.advanceTimersByTime(MODAL_FADE_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const { user, open, opener } = setup();
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    act(() => vi.advanceTimersByTime(MODAL_FADE_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("shows 'Please fill in all required fields.' for a missing company name, with no phone format check", async () => {
    const { user, open, fill } = setup();
    const dialog = await open();
    await fill(dialog, { ...filled, companyName: '' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.required);
    const company = within(dialog).getByLabelText(/^company name/i);
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription(FIELD_MESSAGES.missing.companyName);
    expect(company).toHaveFocus();
    expect(within(dialog).getByLabelText(/^phone/i)).not.toHaveAttribute('aria-invalid');
    expect(client.sendInquiry).not.toHaveBeenCalled();
  });

  it("reads 'Submitting...' while sending, then shows 'Inquiry Submitted', clears and closes 2000 ms later", async () => {
    const answer = deferred<{ id: string }>();
    client.sendInquiry.mockReturnValue(answer.promise);
    const { user, open, fill, opener, onSubmitted } = setup();
    const dialog = await open();
    await fill(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const busy = within(dialog).getByRole('button', { name: MESSAGES.submitting });
    expect(busy).toBeDisabled();
    const [data] = client.sendInquiry.mock.calls[0] as [Record<string, string>];
    expect(data).toEqual({
      ...filled,
      applicationName: APPLICATION,
      id: expect.stringMatching(ID_PATTERN('application')),
      ...(await siteEnvelope('inquiry')),
    });
    await act(async () => answer.resolve({ id: data.id as string }));
    await flush();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.inquirySubmitted);
    expect(onSubmitted).toHaveBeenCalledWith(data.id);
    expect(within(dialog).getByLabelText(/^name/i)).toHaveValue('');
    expect(within(dialog).getByLabelText(/^message/i)).toHaveValue('');
    act(() => vi.advanceTimersByTime(INQUIRY_MODAL_CLOSE_MS - 1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    // Closing has begun: the dialog fades out over MODAL_FADE_MS, then gives focus back.
    act(() => vi.advanceTimersByTime(MODAL_FADE_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    // One notice for one success, outside the dialog: 'Inquiry Submitted', who answers when and
    // the short reference, kept past a toast's time until the visitor dismisses it.
    const notices = screen.getAllByRole('status');
    expect(notices).toHaveLength(1);
    const receipt = notices[0]!;
    expect(receipt).toHaveTextContent(MESSAGES.inquirySubmitted);
    expect(receipt).toHaveTextContent(THANKS.inquiry.next);
    expect(within(receipt).getByText(referenceOf(data.id as string)).tagName).toBe('CODE');
    expect(receipt.closest('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(TOAST.durationMs + TOAST.removeDelayMs));
    expect(receipt).toBeInTheDocument();
    await user.click(within(receipt).getByRole('button', { name: FORM_TEXT.dismiss }));
    expect(screen.queryByText(MESSAGES.inquirySubmitted)).not.toBeInTheDocument();
  });

  it('brings back a half-typed inquiry when the modal is opened again', async () => {
    const { user, open, fill } = setup();
    const dialog = await open();
    await fill(dialog, { name: 'Ravi' });
    await user.keyboard('{Escape}');
    act(() => vi.advanceTimersByTime(MODAL_FADE_MS));
    const again = await open();
    expect(within(again).getByLabelText(/^name/i)).toHaveValue('Ravi');
  });
});

describe('inline inquiry form', () => {
  it('keeps one draft per application', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { rerender } = render(<InquiryForm applicationName="Marine Industry" />);
    await user.type(screen.getByLabelText(/^name/i), 'Ravi');
    rerender(<InquiryForm applicationName="Automotive" />);
    expect(screen.getByLabelText(/^name/i)).toHaveValue('');
    expect(screen.getByLabelText('Application')).toHaveValue('Automotive');
    rerender(<InquiryForm applicationName="Marine Industry" />);
    expect(screen.getByLabelText(/^name/i)).toHaveValue('Ravi');
  });

  it('sends once for Enter pressed twice', async () => {
    const answer = deferred<{ id: string }>();
    client.sendInquiry.mockReturnValue(answer.promise);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<InquiryForm applicationName="Marine Industry" />);
    await user.type(screen.getByLabelText(/^name/i), filled.name);
    await user.type(screen.getByLabelText(/^phone/i), filled.phone);
    await user.type(screen.getByLabelText(/^company name/i), filled.companyName);
    await user.type(screen.getByLabelText(/^message/i), filled.message);
    screen.getByLabelText(/^name/i).focus();
    await user.keyboard('{Enter}{Enter}');
    expect(client.sendInquiry).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve({ id: 'x' }));
  });
});
