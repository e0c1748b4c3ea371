import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_RELOAD_MS } from '../../content/constants';
import { LIMIT_MESSAGES, MESSAGES } from '../../content/messages';
import { SubmitError } from '../../submissions/submit-error';
import { deferred, flush, ID_PATTERN, useFakeClock } from '../kit/testing';
import { ContactForm } from './contact-form';

const client = vi.hoisted(() => ({
  sendContact: vi.fn(),
  newSubmissionId: vi.fn(),
}));
vi.mock('../../submissions/submit-client', async (original) => {
  const real = await original<typeof import('../../submissions/submit-client')>();
  client.newSubmissionId.mockImplementation(real.newSubmissionId);
  return {
    ...real,
    send: (_kind: unknown, data: unknown, opts: unknown) => client.sendContact(data, opts),
    newSubmissionId: client.newSubmissionId,
  };
});
const page = vi.hoisted(() => ({ reloadPage: vi.fn() }));
vi.mock('../kit/reload-page', () => page);

const filled = {
  name: 'Asha Patil',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  message: 'Need 2 t of ortho resin',
  companyName: 'Patil Composites',
};

function setup(props: Parameters<typeof ContactForm>[0] = {}) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = render(<ContactForm {...props} />);
  const field = (label: RegExp) => screen.getByLabelText(label);
  const fill = async (values: Partial<typeof filled> = filled) => {
    if (values.name) await user.type(field(/^name/i), values.name);
    if (values.email) await user.type(field(/^email/i), values.email);
    if (values.phone) await user.type(field(/^phone/i), values.phone);
    if (values.companyName) await user.type(field(/^company name/i), values.companyName);
    if (values.message) await user.type(field(/^message/i), values.message);
  };
  const submit = () => screen.getByRole('button', { name: /send message|submitting/i });
  return { user, view, field, fill, submit };
}

beforeEach(async () => {
  await useFakeClock();
  localStorage.clear();
  client.sendContact.mockReset();
  page.reloadPage.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('contact form validation', () => {
  it("shows 'Please fill in all required fields.' as a toast and beside each empty field", async () => {
    const { user, field, submit } = setup();
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.required);
    for (const label of [/^name/i, /^email/i, /^phone/i, /^message/i]) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(MESSAGES.required);
    }
    expect(field(/^company name/i)).not.toHaveAttribute('aria-invalid');
    expect(field(/^name/i)).toHaveFocus();
    expect(client.sendContact).not.toHaveBeenCalled();
  });

  it("shows 'Please enter a valid mobile number.' for 6 digits and focuses the phone", async () => {
    const { user, field, fill, submit } = setup();
    await fill({ ...filled, phone: '123456' });
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidPhone);
    expect(field(/^phone/i)).toHaveAccessibleDescription(MESSAGES.invalidPhone);
    expect(field(/^phone/i)).toHaveFocus();
    expect(client.sendContact).not.toHaveBeenCalled();
  });

  it("shows 'Please enter a valid email address.' for an address without a dot in the domain", async () => {
    const { user, field, fill, submit } = setup();
    await fill({ ...filled, email: 'asha@example' });
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidEmail);
    expect(field(/^email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^email/i)).toHaveFocus();
  });

  it('clears a field error as soon as the visitor edits that field', async () => {
    const { user, field, submit } = setup();
    await user.click(submit());
    await user.type(field(/^name/i), 'A');
    expect(field(/^name/i)).not.toHaveAttribute('aria-invalid');
    expect(field(/^email/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('gives every input the spec field name and a visible label', () => {
    setup();
    const form = screen.getByRole('form', { name: 'Contact form' });
    const names = [...form.querySelectorAll('input, textarea')].map((el) =>
      el.getAttribute('name'),
    );
    expect(names).toEqual(['name', 'email', 'phone', 'companyName', 'message']);
    expect(form.querySelectorAll('label')).toHaveLength(5);
  });
});

describe('contact form submission', () => {
  it("sends the message, disables the button meanwhile, then shows 'Message sent successfully!' and reloads after 3000 ms", async () => {
    const answer = deferred<{ id: string }>();
    client.sendContact.mockReturnValue(answer.promise);
    const onSubmitted = vi.fn();
    const { user, fill, submit } = setup({ onSubmitted });
    await fill();
    await user.click(submit());
    expect(submit()).toBeDisabled();
    expect(client.sendContact).toHaveBeenCalledTimes(1);
    const [data, opts] = client.sendContact.mock.calls[0] as [Record<string, string>, object];
    expect(data).toEqual({ ...filled, id: expect.stringMatching(ID_PATTERN('contact')) });
    expect(opts).toEqual({ apiBase: undefined });

    await act(async () => answer.resolve({ id: data.id as string }));
    await flush();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.messageSent);
    expect(onSubmitted).toHaveBeenCalledWith(data.id);
    expect(localStorage.length).toBe(0);
    act(() => vi.advanceTimersByTime(CONTACT_RELOAD_MS - 1));
    expect(page.reloadPage).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(page.reloadPage).toHaveBeenCalledTimes(1);
  });

  it("keeps every value after 'Failed to send message' and retries with the same id", async () => {
    const error = new SubmitError({ status: 502, toast: MESSAGES.sendFailed });
    client.sendContact.mockRejectedValueOnce(error).mockResolvedValueOnce({ id: 'x' });
    const onFailed = vi.fn();
    const { user, field, fill, submit } = setup({ onFailed });
    await fill();
    await user.click(submit());
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.sendFailed);
    expect(console.error).toHaveBeenCalledWith(error);
    expect(onFailed).toHaveBeenCalledWith(MESSAGES.sendFailed);
    expect(field(/^name/i)).toHaveValue(filled.name);
    expect(field(/^message/i)).toHaveValue(filled.message);
    expect(submit()).toBeEnabled();
    await user.click(submit());
    await flush();
    expect(screen.getByText(MESSAGES.messageSent)).toBeInTheDocument();
    const ids = client.sendContact.mock.calls.map(([d]) => (d as { id: string }).id);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it("shows the gateway's explanation as the toast's second line", async () => {
    client.sendContact.mockRejectedValue(
      new SubmitError({
        status: 429,
        toast: MESSAGES.sendFailed,
        detail: LIMIT_MESSAGES.rateLimited,
      }),
    );
    const { user, fill, submit } = setup();
    await fill();
    await user.click(submit());
    await flush();
    const toast = screen.getByRole('alert');
    expect(within(toast).getByText(MESSAGES.sendFailed)).toBeInTheDocument();
    expect(within(toast).getByText(LIMIT_MESSAGES.rateLimited)).toBeInTheDocument();
  });

  it('sends once for a double click and for Enter pressed twice', async () => {
    const answer = deferred<{ id: string }>();
    client.sendContact.mockReturnValue(answer.promise);
    const { user, field, fill, submit } = setup();
    await fill();
    await user.dblClick(submit());
    field(/^name/i).focus();
    await user.keyboard('{Enter}{Enter}');
    expect(client.sendContact).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve({ id: 'x' }));
  });

  it('restores typed values after a remount and forgets them after a success', async () => {
    client.sendContact.mockResolvedValue({ id: 'x' });
    const first = setup();
    await first.fill({ name: 'Asha', message: 'Half typed' });
    first.view.unmount();
    const second = setup();
    expect(second.field(/^name/i)).toHaveValue('Asha');
    expect(second.field(/^message/i)).toHaveValue('Half typed');
    await second.fill({ email: filled.email, phone: filled.phone });
    await second.user.click(second.submit());
    await flush();
    expect(screen.getByText(MESSAGES.messageSent)).toBeInTheDocument();
    second.view.unmount();
    const third = setup();
    expect(third.field(/^name/i)).toHaveValue('');
  });

  it('keeps the submission id across a reload after a failure', async () => {
    client.sendContact.mockRejectedValueOnce(new TypeError('offline'));
    const first = setup();
    await first.fill();
    await first.user.click(first.submit());
    await flush();
    expect(screen.getByText(MESSAGES.sendFailed)).toBeInTheDocument();
    first.view.unmount();
    client.sendContact.mockResolvedValue({ id: 'x' });
    const second = setup();
    await second.user.click(second.submit());
    await flush();
    expect(screen.getByText(MESSAGES.messageSent)).toBeInTheDocument();
    const ids = client.sendContact.mock.calls.map(([d]) => (d as { id: string }).id);
    expect(ids[1]).toBe(ids[0]);
  });

  it("with afterSuccess 'reset' clears the form after 3000 ms instead of reloading", async () => {
    client.sendContact.mockResolvedValue({ id: 'x' });
    const { user, field, fill, submit } = setup({ afterSuccess: 'reset' });
    await fill();
    await user.click(submit());
    await flush();
    expect(screen.getByText(MESSAGES.messageSent)).toBeInTheDocument();
    expect(field(/^name/i)).toHaveValue(filled.name);
    expect(submit()).toBeDisabled();
    act(() => vi.advanceTimersByTime(CONTACT_RELOAD_MS));
    expect(page.reloadPage).not.toHaveBeenCalled();
    expect(field(/^name/i)).toHaveValue('');
    expect(submit()).toBeEnabled();
  });
});
