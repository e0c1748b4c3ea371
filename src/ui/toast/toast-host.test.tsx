import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TOAST } from '../../content/constants';
import { createNotifier } from './notify';
import { ToastHost } from './toast-host';

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

  // The dialog leaves: the page's host shows both again.
  rerender(
    <div data-testid="page">
      <ToastHost toasterId="f" />
    </div>,
  );
  expect(within(screen.getByTestId('page')).getByRole('status')).toHaveTextContent(
    'Inquiry Submitted',
  );
  expect(within(screen.getByTestId('page')).getByRole('alert')).toBeInTheDocument();
});
