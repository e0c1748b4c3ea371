import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODAL_FADE_MS } from '../../content/constants';
import { FORM_TEXT } from '../../content/messages';
import { Dialog, type DialogProps } from './dialog';

type Extra = Partial<Omit<DialogProps, 'open' | 'onClose' | 'children'>>;

/** A page with an opener button and a dialog holding two fields, as its owner would write it. */
function Page({ extra = {}, onClose }: { extra?: Extra; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        title="Product inquiry"
        {...extra}
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <input aria-label="Name" data-autofocus />
        <button type="submit">Submit</button>
      </Dialog>
    </>
  );
}

function reducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function openPage(extra?: Extra, onClose?: () => void) {
  const user = userEvent.setup();
  render(<Page extra={extra} onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Product inquiry' }) };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a native modal dialog named by its heading, focus on the data-autofocus field', async () => {
    const { dialog } = await openPage();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveProperty('open', true);
    expect(screen.getByRole('heading', { name: 'Product inquiry' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it("keeps the partners' part names: backdrop, dialog and the close button", async () => {
    const { dialog } = await openPage();
    expect(dialog.querySelector('[part="backdrop"]')).not.toBeNull();
    expect(dialog.querySelector('[part="dialog"]')).toHaveTextContent('Product inquiry');
    expect(screen.getByRole('button', { name: FORM_TEXT.close })).toHaveAttribute(
      'part',
      'button close',
    );
  });

  it('fades out for MODAL_FADE_MS after Escape, then gives focus and scrolling back', async () => {
    const onClose = vi.fn();
    const { opener, dialog } = await openPage({}, onClose);
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => {
      fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'Escape' });
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    // Escape only asked: the dialog is still up while its closing transition runs.
    expect(dialog).toHaveProperty('open', true);
    act(() => vi.advanceTimersByTime(MODAL_FADE_MS - 1));
    expect(dialog).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(dialog).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes at once under prefers-reduced-motion', async () => {
    reducedMotion(true);
    const { user, opener, dialog } = await openPage();
    await user.click(screen.getByRole('button', { name: FORM_TEXT.close }));
    expect(dialog).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click only when asked to', async () => {
    reducedMotion(true);
    const { user, dialog } = await openPage();
    await user.click(dialog.querySelector('[part="backdrop"]')!);
    expect(dialog).toBeInTheDocument();
  });

  it('closes on a backdrop click with closeOnBackdropClick', async () => {
    reducedMotion(true);
    const { user, dialog } = await openPage({ closeOnBackdropClick: true });
    await user.click(dialog.querySelector('[part="backdrop"]')!);
    expect(dialog).not.toBeInTheDocument();
  });

  it('tells its owner when the browser closes it without asking', async () => {
    reducedMotion(true);
    const onClose = vi.fn();
    const { dialog } = await openPage({}, onClose);
    act(() => {
      (dialog as HTMLDialogElement).open = false;
      fireEvent(dialog, new Event('close'));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).not.toBeInTheDocument();
  });

  it('keeps Tab inside: from the last element to the first and back with Shift+Tab', async () => {
    const { user } = await openPage({ look: 'bare' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.tab();
    expect(submit).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('sends Tab from the dialog itself, focused by a click on its text, to the first element', async () => {
    const { user, dialog } = await openPage({ look: 'bare' });
    act(() => dialog.focus());
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('gives focus back to returnFocusRef when given', async () => {
    reducedMotion(true);
    function WithTarget() {
      const [open, setOpen] = useState(true);
      const target = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button type="button" ref={target}>
            Enquire
          </button>
          <Dialog open={open} onClose={() => setOpen(false)} title="T" returnFocusRef={target}>
            <button type="button">Inside</button>
          </Dialog>
        </>
      );
    }
    const user = userEvent.setup();
    render(<WithTarget />);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Enquire' })).toHaveFocus();
  });

  it('shows the aside with the dialog, outside its panel', async () => {
    render(
      <Dialog open onClose={() => {}} title="T" aside={<p>Notice</p>}>
        <p>Body</p>
      </Dialog>,
    );
    const notice = screen.getByText('Notice');
    expect(screen.getByRole('dialog')).toContainElement(notice);
    expect(notice.closest('[part="dialog"]')).toBeNull();
  });
});
