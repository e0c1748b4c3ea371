import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMIT_MESSAGES } from '../../src/content/field-messages';
import { MESSAGES } from '../../src/content/messages';
import type { GatewayUnderTest } from './gateway-under-test';
import type { FormUnderTest } from './forms-under-test';
import { runNoticeTests } from './notice-suite';
import { ID_PATTERN } from '../unit/form-kit';
import { until } from '../unit/until';

let visitors = 0;

/**
 * What every form does the same way, run against each of them: the ids and retries, a 409,
 * drafts, the toasts, the error summary and focus, and the success and failure callbacks that
 * the widgets turn into `resin-submitted` / `resin-failed`. `start` gives the gateway: the real
 * one in integration/, a stand-in in unit tests.
 */
export function runFormBaseTests(form: FormUnderTest, start: () => GatewayUnderTest) {
  describe(`the ${form.name} form, as every form`, () => {
    let gateway: GatewayUnderTest;
    beforeEach(() => {
      localStorage.clear();
      sessionStorage.clear();
      gateway = start();
      vi.spyOn(console, 'error').mockImplementation(() => {});
    });
    afterEach(() => {
      cleanup();
      gateway.close();
      vi.restoreAllMocks();
    });

    function setup() {
      const user = userEvent.setup();
      const onSubmitted = vi.fn<(id: string) => void>();
      const onFailed = vi.fn<(message: string) => void>();
      const props = { apiBase: gateway.apiBase, onSubmitted, onFailed };
      let view = render(form.render(props));
      const name = `Visitor ${form.name} ${Date.now()}-${(visitors += 1)}`;
      return {
        user,
        name,
        onSubmitted,
        onFailed,
        firstField: () => screen.getByLabelText(form.required[0]!),
        fill: () => form.fill(user, name),
        submit: () => user.click(screen.getByRole('button', { name: form.submit })),
        /** The form goes and comes back (a closed modal, a reload). */
        remount: () => {
          view.unmount();
          view = render(form.render(props));
        },
        /** Waits for the `count`th call of the success or failure callback. */
        succeeded: (count = 1) => until(() => expect(onSubmitted).toHaveBeenCalledTimes(count)),
        failed: (count = 1) => until(() => expect(onFailed).toHaveBeenCalledTimes(count)),
      };
    }

    const ids = () => gateway.posts.map((post) => post.body.id);
    const visibleErrorToasts = () =>
      document.querySelectorAll('.resin-toast--error[data-visible="true"]');

    it("sums up an empty submit with 'Please fill in all required fields.', marks each required field and focuses the first; nothing is sent", async () => {
      const { user, submit, firstField, onFailed } = setup();
      await submit();
      // One alert, the form's own summary; the toast says the same without announcing it.
      const summary = await screen.findByRole('alert', {}, { timeout: 10_000 });
      expect(summary).toHaveTextContent(MESSAGES.required);
      expect(screen.getByRole('form')).toContainElement(summary);
      for (const label of form.required) {
        expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      }
      expect(firstField()).toHaveFocus();
      await until(() =>
        expect(document.querySelector('.resin-toast')).toHaveTextContent(MESSAGES.required),
      );
      expect(document.querySelector('.resin-toast')).not.toHaveAttribute('role');
      expect(document.querySelector('.resin-toast')).toHaveAttribute('aria-live', 'off');
      // Each wrong field is a link in the summary that takes focus to it.
      const links = within(summary).getAllByRole('link');
      expect(links.length).toBeGreaterThanOrEqual(form.required.length);
      await user.click(links.at(-1)!);
      expect(document.activeElement).toHaveAttribute('aria-invalid', 'true');
      expect(document.activeElement).not.toBe(firstField());
      // The site's router reads the hash: the link moves focus instead of following it.
      expect(window.location.hash).toBe('');
      expect(gateway.posts).toEqual([]);
      expect(onFailed).not.toHaveBeenCalled();
    });

    it('announces the summary once per submit', async () => {
      const { user, submit } = setup();
      await submit();
      const first = await screen.findByRole('alert', {}, { timeout: 10_000 });
      await user.type(screen.getByLabelText(form.required[1]!), 'x');
      expect(screen.getByRole('alert')).toBe(first);
      await submit();
      // A new submit puts up a new alert, which screen readers announce again.
      await until(() => expect(screen.getByRole('alert')).not.toBe(first));
    });

    it(`stores the submission under one ${form.type}.<uuid> id, reports that id and forgets the draft`, async () => {
      const { name, fill, submit, succeeded, onSubmitted, onFailed } = setup();
      await fill();
      await submit();
      await succeeded();
      const [id] = onSubmitted.mock.calls[0]!;
      expect(id).toMatch(ID_PATTERN(form.type));
      expect(ids()).toEqual([id]);
      expect(gateway.posts[0]?.route).toBe(`/api/${form.name}`);
      await expect(gateway.stored(id)).resolves.toMatchObject({ name });
      if (form.sent) {
        const sent = await screen.findAllByRole('status', {}, { timeout: 10_000 });
        expect(sent.some((toast) => toast.textContent?.includes(form.sent!))).toBe(true);
      }
      expect(onFailed).not.toHaveBeenCalled();
      expect(localStorage.length).toBe(0);
    });

    it('keeps every value after a failure, reports it, and stores a retry once, under the same id', async () => {
      const { name, fill, submit, failed, succeeded, firstField, onSubmitted, onFailed } = setup();
      await fill();
      gateway.fail();
      await submit();
      await failed();
      // The career form's first step, the upload, is the one that fails then.
      const [message] = onFailed.mock.calls[0]!;
      expect([MESSAGES.sendFailed, MESSAGES.resumeUploadFailed]).toContain(message);
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(console.error).toHaveBeenCalled();
      expect(firstField()).toHaveValue(name);
      gateway.mend();
      await submit();
      await succeeded();
      expect(new Set(ids()).size).toBe(1);
      expect(onSubmitted).toHaveBeenCalledWith(ids()[0]);
      await expect(gateway.countNamed(name)).resolves.toBe(1);
      // The success takes the earlier error toasts away.
      await until(() => expect(visibleErrorToasts()).toHaveLength(0));
    });

    it('stores once a retry whose first answer was lost after the gateway stored it', async () => {
      const { name, fill, submit, failed, succeeded, onSubmitted, onFailed } = setup();
      await fill();
      gateway.loseNextAnswer();
      await submit();
      await failed();
      expect(onFailed).toHaveBeenCalledWith(MESSAGES.sendFailed);
      expect(await screen.findByRole('alert')).toHaveTextContent(LIMIT_MESSAGES.network);
      await submit();
      await succeeded();
      const [first, second] = ids();
      expect(second).toBe(first);
      expect(onSubmitted).toHaveBeenCalledWith(first);
      await expect(gateway.countNamed(name)).resolves.toBe(1);
    });

    it('after a 409 (its id stored with other content) sends under a new id and reports the id stored', async () => {
      const { user, fill, submit, failed, succeeded, onSubmitted, onFailed } = setup();
      await fill();
      // The first attempt is stored unseen; the visitor then changes the form.
      gateway.loseNextAnswer();
      await submit();
      await failed();
      await user.type(screen.getByLabelText(form.edit.label), ' (changed)');
      await submit();
      await failed(2);
      expect(onFailed).toHaveBeenLastCalledWith(LIMIT_MESSAGES.idReused);
      await until(() =>
        expect(
          screen
            .getAllByRole('alert')
            .some((alert) => alert.textContent?.includes(LIMIT_MESSAGES.idReused)),
        ).toBe(true),
      );
      await submit();
      await succeeded();
      const [first, refused, last] = ids();
      expect(refused).toBe(first);
      expect(last).not.toBe(first);
      expect(onSubmitted).toHaveBeenCalledWith(last);
      const stored = await gateway.stored(last!);
      expect(String(stored?.[form.edit.field])).toContain('(changed)');
      const older = await gateway.stored(first!);
      expect(String(older?.[form.edit.field])).not.toContain('(changed)');
    });

    it('keeps the draft and its id when the form comes back after a failure, and forgets them after a success', async () => {
      const { user, name, fill, submit, failed, succeeded, remount, firstField } = setup();
      await fill();
      gateway.loseNextAnswer();
      await submit();
      await failed();
      remount();
      expect(firstField()).toHaveValue(name);
      await form.refill?.(user);
      await submit();
      await succeeded();
      const [first, second] = ids();
      expect(second).toBe(first);
      await expect(gateway.countNamed(name)).resolves.toBe(1);
      // Without the thank-you panel a form may keep for the rest of the visit.
      sessionStorage.clear();
      remount();
      expect(firstField()).toHaveValue('');
    });

    it('sends once for a double click', async () => {
      const { user, fill, succeeded } = setup();
      await fill();
      await user.dblClick(screen.getByRole('button', { name: form.submit }));
      await succeeded();
      expect(gateway.posts).toHaveLength(1);
    });

    runNoticeTests(form, () => gateway);
  });
}
