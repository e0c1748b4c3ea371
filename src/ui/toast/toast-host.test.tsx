import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { TOAST } from '../../content/constants';
import { createNotifier } from './notify';
import { loadToasts } from './toast-demand';
import { ToastHost } from './toast-host';

// The toast library and list load on demand (toast-demand.test.tsx covers that); here they are
// loaded once up front so each test can look at them straight after a notice.
beforeAll(async () => {
  render(<ToastHost toasterId="warm-up" />);
  await act(async () => {
    await loadToasts();
    await vi.dynamicImportSettled();
  });
  cleanup();
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('shows a toast only in the host of the form that raised it', () => {
  render(
    <>
      <div data-testid="a">
        <ToastHost toasterId="a" />
      </div>
      <div data-testid="b">
        <ToastHost toasterId="b" />
      </div>
    </>,
  );
  act(() => createNotifier('a').success({ message: 'Message sent successfully!' }));
  expect(within(screen.getByTestId('a')).getByRole('status')).toHaveTextContent(
    'Message sent successfully!',
  );
  expect(within(screen.getByTestId('b')).queryByRole('status')).not.toBeInTheDocument();
});

it('announces errors as alerts with the detail on a second line', () => {
  render(<ToastHost toasterId="c" />);
  act(() =>
    createNotifier('c').error({ message: 'Failed to send message', detail: 'Try again later.' }),
  );
  const alert = screen.getByRole('alert');
  expect(within(alert).getByText('Failed to send message')).toBeInTheDocument();
  expect(within(alert).getByText('Try again later.')).toBeInTheDocument();
});

it('closes a toast after 5000 ms and removes it 1 s later', () => {
  const { container } = render(<ToastHost toasterId="d" />);
  act(() => createNotifier('d').success({ message: 'Resume uploaded' }));
  act(() => vi.advanceTimersByTime(TOAST.durationMs - 1));
  expect(screen.getByRole('status')).toHaveAttribute('data-visible', 'true');
  act(() => vi.advanceTimersByTime(1));
  expect(container.querySelector('.resin-toast')).toHaveAttribute('data-visible', 'false');
  act(() => vi.advanceTimersByTime(TOAST.removeDelayMs));
  expect(container.querySelector('.resin-toast')).toBeNull();
});

it('shows at most 20 toasts at once', () => {
  const { container } = render(<ToastHost toasterId="e" />);
  const notify = createNotifier('e');
  act(() => {
    for (let i = 0; i < TOAST.maxVisible + 5; i += 1) notify.error({ message: `n${i}` });
  });
  expect(container.querySelectorAll('.resin-toast')).toHaveLength(TOAST.maxVisible);
});

it('shows the toasts in the newest host of a toaster only, handing them back when it leaves', () => {
  const { rerender } = render(
    <div data-testid="page">
      <ToastHost toasterId="f" />
    </div>,
  );
  act(() => createNotifier('f').error({ message: 'Please fill in all required fields.' }));
  const page = screen.getByTestId('page');
  expect(within(page).getByRole('alert')).not.toHaveAttribute('data-settled');
  act(() => vi.advanceTimersByTime(10));

  // A dialog opens with its own host of the same toaster: the page's host steps back.
  rerender(
    <>
      <div data-testid="page">
        <ToastHost toasterId="f" />
      </div>
      <div data-testid="dialog">
        <ToastHost toasterId="f" />
      </div>
    </>,
  );
  const dialog = screen.getByTestId('dialog');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  // Already on screen, so it does not slide in a second time.
  expect(within(dialog).getByRole('alert')).toHaveAttribute('data-settled', 'true');
  act(() => vi.advanceTimersByTime(10));
  act(() => createNotifier('f').success({ message: 'Inquiry Submitted' }));
  expect(within(dialog).getByRole('status')).not.toHaveAttribute('data-settled');

  // The success dismissed the earlier error.
  expect(dialog.querySelector('.resin-toast--error')).toHaveAttribute('data-visible', 'false');

  // The dialog leaves: the page's host shows the success.
  rerender(
    <div data-testid="page">
      <ToastHost toasterId="f" />
    </div>,
  );
  expect(within(screen.getByTestId('page')).getByRole('status')).toHaveTextContent(
    'Inquiry Submitted',
  );
});

it("dismisses every earlier error toast of a form when it succeeds, and no other form's", () => {
  const { container } = render(
    <>
      <div data-testid="g">
        <ToastHost toasterId="g" />
      </div>
      <div data-testid="h">
        <ToastHost toasterId="h" />
      </div>
    </>,
  );
  const form = createNotifier('g');
  act(() => {
    form.error({ message: 'Failed to send message' });
    createNotifier('g').error({ message: 'Failed to upload resume' });
    form.invalid({ message: 'Please fill in all required fields.' });
    createNotifier('h').error({ message: 'Failed to send message' });
  });
  act(() => form.success({ message: 'Message sent successfully!' }));
  const g = screen.getByTestId('g');
  expect(
    [...g.querySelectorAll<HTMLElement>('.resin-toast--error')].map((t) => t.dataset.visible),
  ).toEqual(['false', 'false', 'false']);
  expect(within(g).getByRole('status')).toHaveAttribute('data-visible', 'true');
  expect(within(screen.getByTestId('h')).getByRole('alert')).toHaveAttribute(
    'data-visible',
    'true',
  );
  act(() => vi.advanceTimersByTime(TOAST.removeDelayMs));
  expect(g.querySelectorAll('.resin-toast--error')).toHaveLength(0);
  expect(container.querySelectorAll('.resin-toast')).toHaveLength(2);
});

it('shows a form summary as a quiet toast that takes the place of the previous one', () => {
  const { container } = render(<ToastHost toasterId="i" />);
  const notify = createNotifier('i');
  act(() => notify.invalid({ message: 'Please fill in all required fields.' }));
  act(() => notify.invalid({ message: 'Please enter a valid mobile number.' }));
  const toasts = container.querySelectorAll('.resin-toast');
  expect(toasts).toHaveLength(1);
  expect(toasts[0]).toHaveTextContent('Please enter a valid mobile number.');
  // The form's own summary is the alert; this copy is seen, not announced.
  expect(toasts[0]).not.toHaveAttribute('role');
  expect(toasts[0]).toHaveAttribute('aria-live', 'off');
});
