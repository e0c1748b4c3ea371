import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, it, vi } from 'vitest';
import { FORM_TEXT } from '../../src/content/messages';
import {
  NOTICE_VERSION,
  noticeText,
  OPTIONAL_CONSENTS,
  PRIVACY_PAGE_PATH,
  PRIVACY_PAGE_URL,
  type NoticeKind,
} from '../../src/content/privacy-notice';
import { SPAM_DEFENCE } from '../../src/content/envelope-messages';
import { FormSettingContext, WIDGET_SETTING } from '../../src/forms/kit/form-setting';
import type { GatewayUnderTest } from './gateway-under-test';
import type { FormUnderTest } from './forms-under-test';
import { until } from '../unit/until';

/**
 * The privacy notice and what every submission carries besides the visitor's fields, for one
 * form: registered inside runFormBaseTests' describe, which gives the gateway.
 */
export function runNoticeTests(form: FormUnderTest, gateway: () => GatewayUnderTest) {
  const kind = form.name as NoticeKind;
  const consents = OPTIONAL_CONSENTS[kind];

  function setup(wrap: (form: ReactElement) => ReactElement = (element) => element) {
    const user = userEvent.setup();
    const onSubmitted = vi.fn<(id: string) => void>();
    const props = { apiBase: gateway().apiBase, onSubmitted, onFailed: vi.fn() };
    render(wrap(form.render(props)));
    const name = `Visitor ${form.name} notice ${Date.now()}`;
    return {
      user,
      name,
      fill: () => form.fill(user, name),
      submit: () => user.click(screen.getByRole('button', { name: form.submit })),
      sent: async () => {
        await until(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
        return gateway().posts[0]!.body;
      },
    };
  }

  it('shows the privacy notice beside the submit button, word for word the text its consent is stored against, each optional choice unticked', () => {
    setup();
    const notice = document.querySelector<HTMLElement>('.resin-notice')!;
    const button = screen.getByRole('button', { name: form.submit });
    expect(notice.closest('.resin-form__actions')).toBe(button.parentElement);
    const shown = [
      ...[...notice.querySelectorAll('p')].map((p) => p.textContent),
      ...[...notice.querySelectorAll('label')].map((label) => label.textContent),
    ].join('\n');
    expect(shown).toBe(noticeText(kind, 'en'));
    const links = within(notice).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      expect.stringMatching(/^mailto:/),
      `#${PRIVACY_PAGE_PATH}`,
    ]);
    const boxes = within(notice).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('name'))).toEqual(
      consents.map(({ key }) => `consent.${key}`),
    );
    for (const [index, box] of boxes.entries()) {
      expect(box).not.toBeChecked();
      expect(box).toHaveAccessibleName(consents[index]!.label);
    }
  });

  it('sends the page, the channel, the notice shown and each optional choice, a ticked one as true', async () => {
    const { user, fill, submit, sent } = setup();
    await fill();
    for (const { label } of consents)
      await user.click(screen.getByRole('checkbox', { name: label }));
    await submit();
    const body = await sent();
    const choices = Object.fromEntries(consents.map(({ key }) => [key, true]));
    expect(body).toMatchObject({
      source: { page: location.href, channel: 'site' },
      consent: { version: NOTICE_VERSION, language: 'en', choices },
      [SPAM_DEFENCE.honeypotField]: '',
    });
    const stored = await gateway().stored(body.id);
    expect(stored?.consent).toMatchObject({ version: NOTICE_VERSION, language: 'en', choices });
  });

  it('keeps the field only scripts fill in from people, the keyboard and screen readers, and sends what a script put in it', async () => {
    const { fill, submit, sent } = setup();
    expect(screen.queryByRole('textbox', { name: FORM_TEXT.leaveEmpty })).toBeNull();
    const trap = document.querySelector<HTMLInputElement>(
      `input[name="${SPAM_DEFENCE.honeypotField}"]`,
    )!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await fill();
    fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    await submit();
    expect(await sent()).toMatchObject({ [SPAM_DEFENCE.honeypotField]: 'https://spam.example' });
  });

  it("in a widget, says so with the submission and links to the privacy page on the company's site", async () => {
    const { fill, submit, sent } = setup((element) => (
      <FormSettingContext.Provider value={WIDGET_SETTING}>{element}</FormSettingContext.Provider>
    ));
    const privacy = within(document.querySelector<HTMLElement>('.resin-notice')!)
      .getAllByRole('link')
      .at(-1);
    expect(privacy).toHaveAttribute('href', PRIVACY_PAGE_URL);
    await fill();
    await submit();
    expect(await sent()).toMatchObject({ source: { page: location.href, channel: 'widget' } });
  });
}
