import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICATIONS } from '../../content/applications';
import { FORM_TEXT, MESSAGES } from '../../content/messages';
import { FIELD_MESSAGES } from '../../content/field-messages';
import { flush, ID_PATTERN, siteEnvelope, useFakeClock } from '../../../testing/unit/form-kit';
import { InquiryForm } from './inquiry-form';

const client = vi.hoisted(() => ({ sendInquiry: vi.fn() }));
vi.mock('../../submissions/submit-client', async (original) => ({
  ...(await original<typeof import('../../submissions/submit-client')>()),
  send: (_kind: unknown, data: unknown, opts: unknown) => client.sendInquiry(data, opts),
}));

const OPTIONS = APPLICATIONS.map((app) => app.service_name);
const filled = {
  name: 'Ravi Kumar',
  phone: '+94 77 123 4567',
  companyName: 'Kumar Boats',
  message: 'Resin for 9 m fishing boat hulls, 2 tonnes a month',
};

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = render(<InquiryForm applicationOptions={OPTIONS} />);
  const select = () => screen.getByRole('combobox', { name: /^Application/ });
  const fill = async () => {
    await user.type(screen.getByLabelText(/^name/i), filled.name);
    await user.type(screen.getByLabelText(/^phone/i), filled.phone);
    await user.type(screen.getByLabelText(/^company name/i), filled.companyName);
    await user.type(screen.getByLabelText(/^message/i), filled.message);
  };
  const submit = async () => {
    await user.click(screen.getByRole('button', { name: FORM_TEXT.submitInquiry }));
    await flush();
  };
  return { user, view, select, fill, submit };
}

beforeEach(async () => {
  await useFakeClock();
  localStorage.clear();
  client.sendInquiry.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('inquiry form with a choice of applications', () => {
  it('offers a required, labelled select of every application, empty first, instead of the read-only field', () => {
    const { select } = setup();
    const field = select();
    expect(field).toHaveAttribute('name', 'applicationName');
    expect(field).toBeRequired();
    expect(field).toHaveValue('');
    const options = within(field).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      FORM_TEXT.chooseApplication,
      ...OPTIONS,
    ]);
    expect(options[0]).toHaveValue('');
    expect(document.querySelector('input[name="applicationName"]')).toBeNull();
    // The choice comes first, as the visitor reads the form.
    const names = [...document.querySelectorAll('input, select, textarea')].map((el) =>
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

  it("shows 'Please fill in all required fields.' and focuses the select when no application is chosen", async () => {
    const { select, fill, submit } = setup();
    await fill();
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.required);
    expect(select()).toHaveAttribute('aria-invalid', 'true');
    expect(select()).toHaveAccessibleDescription(FIELD_MESSAGES.missing.applicationName);
    expect(select()).toHaveFocus();
    expect(client.sendInquiry).not.toHaveBeenCalled();
  });

  it('clears the problem once an application is chosen and sends the chosen name', async () => {
    client.sendInquiry.mockResolvedValue({ id: 'x' });
    const { user, select, fill, submit } = setup();
    await fill();
    await submit();
    await user.selectOptions(select(), 'Vaccum Infusion');
    expect(select()).not.toHaveAttribute('aria-invalid');
    await submit();
    expect(client.sendInquiry).toHaveBeenCalledTimes(1);
    const [sent] = client.sendInquiry.mock.calls[0] as [Record<string, string>];
    expect(sent).toEqual({
      ...filled,
      applicationName: 'Vaccum Infusion',
      id: expect.stringMatching(ID_PATTERN('application')),
      ...(await siteEnvelope('inquiry')),
    });
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.inquirySubmitted);
    // Cleared for the next inquiry, the choice included.
    expect(select()).toHaveValue('');
    expect(screen.getByLabelText(/^name/i)).toHaveValue('');
  });

  it('keeps a half-filled form, the choice included, when the form comes back', async () => {
    const { user, view, select } = setup();
    await user.selectOptions(select(), 'Marine');
    await user.type(screen.getByLabelText(/^name/i), 'Ravi');
    view.unmount();
    render(<InquiryForm applicationOptions={OPTIONS} />);
    expect(select()).toHaveValue('Marine');
    expect(screen.getByLabelText(/^name/i)).toHaveValue('Ravi');
  });

  it('drops a remembered choice that is no longer offered', async () => {
    const { user, view, select } = setup();
    await user.selectOptions(select(), 'Marine');
    view.unmount();
    render(<InquiryForm applicationOptions={['Manhole', 'Pultrusion']} />);
    expect(select()).toHaveValue('');
  });
});

describe('inquiry form for one application', () => {
  it('still shows the application read-only when no choice is offered', () => {
    render(<InquiryForm applicationName="Marine" />);
    const field = screen.getByLabelText('Application');
    expect(field.tagName).toBe('INPUT');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveValue('Marine');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
