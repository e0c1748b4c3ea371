import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as hi from '../../content/i18n/hi/messages';
import { fieldMessages as hiFields } from '../../content/i18n/hi/field-messages';
import { fieldLabels as hiLabels } from '../../content/i18n/hi/field-labels';
import { reachMessages as hiReach } from '../../content/i18n/hi/reach-messages';
import * as mr from '../../content/i18n/mr/messages';
import { limitMessages as mrLimits } from '../../content/i18n/mr/field-messages';
import { fieldLabels as siLabels } from '../../content/i18n/si/field-labels';
import * as si from '../../content/i18n/si/messages';
import { fieldLabels as taLabels } from '../../content/i18n/ta/field-labels';
import { formText as taText } from '../../content/i18n/ta/messages';
import { MESSAGES } from '../../content/messages';
import {
  loadNoticeLanguage,
  NOTICE_VERSION,
  noticeText,
  OPTIONAL_CONSENTS,
} from '../../content/privacy-notice';
import { LanguageProvider, type Lang } from '../../ui/i18n/language';
import { CareerForm } from '../career/career-form';
import { ContactForm } from '../contact/contact-form';
import { InquiryForm } from '../inquiry/inquiry-form';
import { loadFormText } from './form-text';
import { gatewayStandIn, type GatewayUnderTest } from '../../../testing/forms/gateway-under-test';
import { until } from '../../../testing/unit/until';

// The forms in another language, as a widget or a page shows them inside a LanguageProvider:
// what the visitor reads and hears follows the language, what is sent and reported does not.

let gateway: GatewayUnderTest;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  gateway = gatewayStandIn();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  gateway.close();
  vi.restoreAllMocks();
});

/**
 * Renders a form in a language, its words loaded first as a widget or page loads them before
 * showing it (the kit's own test sees a widget wait for them).
 */
async function show(
  lang: Lang,
  form: (props: { apiBase: string; onFailed: () => void }) => ReactElement,
) {
  await loadFormText(lang);
  const onFailed = vi.fn();
  await act(async () => {
    render(
      <LanguageProvider lang={lang}>
        <Suspense>{form({ apiBase: gateway.apiBase, onFailed })}</Suspense>
      </LanguageProvider>,
    );
  });
  return { user: userEvent.setup(), onFailed };
}

/** The notice beside the submit button, as its paragraphs and checkbox labels read. */
const shownNotice = () => {
  const notice = document.querySelector<HTMLElement>('.resin-notice')!;
  return [
    ...[...notice.querySelectorAll('p')].map((p) => p.textContent),
    ...[...notice.querySelectorAll('label')].map((label) => label.textContent),
  ].join('\n');
};

describe('a form in Hindi', () => {
  it('labels its fields, its button and itself in Hindi, beside the Hindi notice', async () => {
    await show('hi', (props) => <ContactForm {...props} afterSuccess="reset" />);
    const form = await screen.findByRole(
      'form',
      { name: hi.formText.contactForm },
      { timeout: 10_000 },
    );
    expect(within(form).getByLabelText(new RegExp(`^${hiLabels.email}`))).toHaveAttribute(
      'name',
      'email',
    );
    expect(within(form).getByText(hi.formText.optional)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: hi.formText.sendMessage })).toBeEnabled();
    await loadNoticeLanguage('hi');
    expect(shownNotice()).toBe(noticeText('contact', 'hi'));
    expect(document.querySelector('.resin-notice')).toHaveAttribute('lang', 'hi');
  });

  it('shows an empty submit in Hindi: the summary, each field, the toast; nothing is sent', async () => {
    const { user } = await show('hi', (props) => <ContactForm {...props} afterSuccess="reset" />);
    await user.click(
      await screen.findByRole('button', { name: hi.formText.sendMessage }, { timeout: 10_000 }),
    );
    const summary = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(summary).toHaveTextContent(hi.messages.required);
    for (const field of ['name', 'email', 'phone', 'message'] as const) {
      expect(within(summary).getByRole('link', { name: hiFields.missing[field] })).toBeVisible();
      const input = screen.getByLabelText(new RegExp(`^${hiLabels[field]}`));
      expect(input).toHaveAccessibleDescription(hiFields.missing[field]);
    }
    await until(() =>
      expect(document.querySelector('.resin-toast')).toHaveTextContent(hi.messages.required),
    );
    expect(gateway.posts).toEqual([]);
  });

  it('explains a wrong e-mail address in Hindi as the visitor types', async () => {
    const { user } = await show('hi', (props) => <ContactForm {...props} afterSuccess="reset" />);
    const email = await screen.findByLabelText(
      new RegExp(`^${hiLabels.email}`),
      {},
      { timeout: 10_000 },
    );
    await user.type(email, 'asha patil@example.com');
    await user.click(screen.getByRole('button', { name: hi.formText.sendMessage }));
    await until(() => expect(email).toHaveAccessibleDescription(hiReach.emailSpace));
  });
});

describe('what a form in another language sends and reports', () => {
  it("sends the notice's version and language, and each choice, as the visitor saw them", async () => {
    const { user } = await show('ta', (props) => <ContactForm {...props} afterSuccess="reset" />);
    const field = (label: string) =>
      screen.findByLabelText(new RegExp(`^${label}`), {}, { timeout: 10_000 });
    await user.type(await field(taLabels.name), 'Kumar');
    await user.type(await field(taLabels.email), 'kumar@example.com');
    await user.type(await field(taLabels.phone), '+94 77 123 4567');
    await user.type(await field(taLabels.message), 'விலைப்பட்டியல் தேவை');
    await loadNoticeLanguage('ta');
    expect(shownNotice()).toBe(noticeText('contact', 'ta'));
    await user.click(screen.getByRole('button', { name: taText.sendMessage }));
    await until(() => expect(gateway.posts).toHaveLength(1));
    const choices = Object.fromEntries(OPTIONAL_CONSENTS.contact.map(({ key }) => [key, false]));
    // The visitor's words and the field names go as typed: nothing is translated on the way.
    expect(gateway.posts[0]!.body).toMatchObject({
      name: 'Kumar',
      message: 'விலைப்பட்டியல் தேவை',
      consent: { version: NOTICE_VERSION, language: 'ta', choices },
    });
  });

  it('tells the visitor of a failure in Marathi and its owner in English', async () => {
    const { user, onFailed } = await show('mr', (props) => (
      <InquiryForm {...props} applicationName="Marine" />
    ));
    const labels = (await import('../../content/i18n/mr/field-labels')).fieldLabels;
    const field = (label: string) =>
      screen.findByLabelText(new RegExp(`^${label}`), {}, { timeout: 10_000 });
    await user.type(await field(labels.name), 'Sunil');
    await user.type(await field(labels.phone), '98200 12345');
    await user.type(await field(labels.companyName), 'Sai Boats');
    await user.type(await field(labels.message), 'जेलकोट हवे');
    gateway.fail();
    await user.click(screen.getByRole('button', { name: mr.formText.submitInquiry }));
    await until(() => expect(onFailed).toHaveBeenCalledWith(MESSAGES.sendFailed));
    const toast = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(toast).toHaveTextContent(mr.messages.sendFailed);
    expect(toast).toHaveTextContent(mrLimits.serviceUnavailable);
  });
});

describe('the career form in Sinhala', () => {
  it('labels its resume picker and its button in Sinhala', async () => {
    await show('si', (props) => <CareerForm {...props} afterSuccess="reset" />);
    const form = await screen.findByRole(
      'form',
      { name: si.formText.careerForm },
      { timeout: 10_000 },
    );
    expect(within(form).getByLabelText(new RegExp(`^${siLabels.phone}`))).toBeInTheDocument();
    expect(
      within(form).getByLabelText(new RegExp(`^${escape(si.formText.resume)}`)),
    ).toHaveAttribute('type', 'file');
    expect(within(form).getByRole('button', { name: si.messages.submitApplication })).toBeVisible();
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
