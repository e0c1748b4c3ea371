import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_RELOAD_MS } from '../../content/constants';
import { MESSAGES } from '../../content/messages';
import { REACH_MESSAGES } from '../../content/reach-messages';
import { THANKS } from '../../content/thanks';
import { referenceOf } from '../../submissions/reference';
import { SubmitError } from '../../submissions/submit-error';
import {
  deferred,
  flush,
  ID_PATTERN,
  siteEnvelope,
  useFakeClock,
} from '../../../testing/unit/form-kit';
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

// The gateway answers with the id it stored: the one the form sent.
const stored = (data: { id: string }) => Promise.resolve({ id: data.id });

// The form's checks load on its first touch; loaded once here, with the real clock, no single
// test pays for compiling them (under the fake clock a busy machine took past the time limit).
beforeAll(async () => {
  await Promise.all([import('../../submissions/contact'), import('../kit/submit-flow')]);
});

beforeEach(async () => {
  await useFakeClock();
  localStorage.clear();
  sessionStorage.clear();
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
  it("sums up with 'Please fill in all required fields.' and tells each empty field what it needs", async () => {
    const { user, field, submit } = setup();
    await user.click(submit());
    await flush();
    // One alert: the form's summary. The toast shows the same words without announcing them.
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent(MESSAGES.required);
    expect(screen.getByRole('form')).toContainElement(summary);
    expect(document.querySelector('.resin-toast')).toHaveTextContent(MESSAGES.required);
    const expected: [RegExp, string][] = [
      [/^name/i, 'Enter your name'],
      [/^email/i, 'Enter your e-mail address'],
      [/^phone/i, 'Enter your phone number'],
      [/^message/i, 'Enter your message'],
    ];
    for (const [label, message] of expected) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(expected.map(([, message]) => message));
    expect(field(/^company name/i)).not.toHaveAttribute('aria-invalid');
    expect(field(/^name/i)).toHaveFocus();
    expect(client.sendContact).not.toHaveBeenCalled();
  });

  it("sums up 6 digits as 'Please enter a valid mobile number.' and counts them under the phone", async () => {
    const { user, field, fill, submit } = setup();
    await fill({ ...filled, phone: '123456' });
    await user.click(submit());
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidPhone);
    expect(field(/^phone/i)).toHaveAccessibleDescription(
      'A phone number has 7 to 15 digits; this one has 6',
    );
    expect(field(/^phone/i)).toHaveFocus();
    expect(client.sendContact).not.toHaveBeenCalled();
  });

  it.each([
    ['asha.example.com', REACH_MESSAGES.emailAt],
    ['asha @example.com', REACH_MESSAGES.emailSpace],
    ['asha@example', REACH_MESSAGES.emailOther],
  ])(
    "sums up %s as 'Please enter a valid email address.' and says what is wrong under the field",
    async (email, message) => {
      const { user, field, fill, submit } = setup();
      await fill({ ...filled, email });
      await user.click(submit());
      await flush();
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidEmail);
      expect(field(/^email/i)).toHaveAttribute('aria-invalid', 'true');
      expect(field(/^email/i)).toHaveAccessibleDescription(message);
      expect(field(/^email/i)).toHaveFocus();
    },
  );

  it('names missing fields before a bad phone and a bad phone before a bad e-mail', async () => {
    const { user, field, fill, submit } = setup();
    await fill({ ...filled, name: '', phone: '12', email: 'asha' });
    await user.click(submit());
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.required);
    await user.type(field(/^name/i), 'Asha');
    await user.click(submit());
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidPhone);
    // Focus goes to the first wrong field in the form's order, not to the one summed up.
    expect(field(/^email/i)).toHaveFocus();
  });

  it('clears only the field being fixed, once it is right, and follows what is still wrong', async () => {
    const { user, field, fill, submit } = setup();
    await fill({ ...filled, name: '', email: 'asha' });
    await user.click(submit());
    await flush();
    await user.type(field(/^name/i), 'A');
    expect(field(/^name/i)).not.toHaveAttribute('aria-invalid');
    expect(field(/^email/i)).toHaveAccessibleDescription(REACH_MESSAGES.emailAt);
    await user.type(field(/^email/i), '@example');
    expect(field(/^email/i)).toHaveAccessibleDescription(REACH_MESSAGES.emailOther);
    // The summary keeps only the fields still wrong, each saying what is wrong now.
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([REACH_MESSAGES.emailOther]);
    await user.type(field(/^email/i), '.com');
    expect(field(/^email/i)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives every input the spec field name and a visible label', () => {
    setup();
    const form = screen.getByRole('form', { name: 'Contact form' });
    const names = [...form.querySelectorAll('input, textarea')].map((el) =>
      el.getAttribute('name'),
    );
    // The visitor's fields, then the hidden field only scripts fill in and the optional choice.
    expect(names).toEqual([
      'name',
      'email',
      'phone',
      'companyName',
      'message',
      'website',
      'consent.updates',
    ]);
    expect(form.querySelectorAll('label')).toHaveLength(7);
  });
});

describe('contact form submission', () => {
  it("sends the message, disables the button meanwhile, then shows 'Message sent successfully!', the thank-you panel, and reloads after 3000 ms", async () => {
    const answer = deferred<{ id: string }>();
    client.sendContact.mockReturnValue(answer.promise);
    const onSubmitted = vi.fn();
    const { user, fill, submit } = setup({ onSubmitted });
    await fill();
    await user.click(submit());
    await flush();
    expect(submit()).toBeDisabled();
    expect(client.sendContact).toHaveBeenCalledTimes(1);
    const [data, opts] = client.sendContact.mock.calls[0] as [Record<string, string>, object];
    expect(data).toEqual({
      ...filled,
      id: expect.stringMatching(ID_PATTERN('contact')),
      ...(await siteEnvelope('contact')),
    });
    expect(opts).toEqual({ apiBase: undefined });

    await act(async () => answer.resolve({ id: data.id as string }));
    await flush();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.messageSent);
    expect(onSubmitted).toHaveBeenCalledWith(data.id);
    expect(localStorage.length).toBe(0);
    // The panel takes the form's place and focus, naming who answers and the reference.
    const heading = screen.getByRole('heading', { name: THANKS.contact.title });
    expect(heading).toHaveFocus();
    expect(screen.getByText(THANKS.contact.next)).toBeInTheDocument();
    expect(screen.getByText(referenceOf(data.id as string)).tagName).toBe('CODE');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(CONTACT_RELOAD_MS - 1));
    expect(page.reloadPage).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(page.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('keeps the thank-you panel across the reload, and shows an empty form when the visitor starts a new message', async () => {
    client.sendContact.mockImplementation(stored);
    const first = setup();
    await first.fill();
    await first.user.click(first.submit());
    await flush();
    const [data] = client.sendContact.mock.calls[0] as [{ id: string }];
    first.view.unmount();

    const second = setup();
    expect(screen.getByRole('heading', { name: THANKS.contact.title })).toBeInTheDocument();
    expect(screen.getByText(referenceOf(data.id))).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: THANKS.contact.again }));
    expect(screen.queryByRole('heading', { name: THANKS.contact.title })).toBeNull();
    expect(second.field(/^name/i)).toHaveValue('');
    expect(second.field(/^name/i)).toHaveFocus();
    expect(sessionStorage.length).toBe(0);
    second.view.unmount();

    setup();
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
  });

  it("shows the gateway's field problems under their fields, with its summary", async () => {
    client.sendContact.mockRejectedValue(
      new SubmitError({
        status: 400,
        toast: MESSAGES.invalidPhone,
        issues: [{ path: 'phone', message: REACH_MESSAGES.phoneDigits(6) }],
      }),
    );
    const { user, field, fill, submit } = setup();
    await fill();
    await user.click(submit());
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidPhone);
    expect(field(/^phone/i)).toHaveAccessibleDescription(REACH_MESSAGES.phoneDigits(6));
    expect(field(/^phone/i)).toHaveFocus();
  });

  it("with afterSuccess 'reset' shows the thank-you panel and never reloads", async () => {
    client.sendContact.mockImplementation(stored);
    const { user, field, fill, submit } = setup({ afterSuccess: 'reset' });
    await fill();
    await user.click(submit());
    await flush();
    expect(screen.getByText(MESSAGES.messageSent)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: THANKS.contact.title })).toHaveFocus();
    act(() => vi.advanceTimersByTime(CONTACT_RELOAD_MS * 2));
    expect(page.reloadPage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: THANKS.contact.again }));
    expect(field(/^name/i)).toHaveValue('');
    expect(submit()).toBeEnabled();
  });
});
