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
