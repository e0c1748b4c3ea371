import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../content/messages';
import { lazyNotifier } from './toast-demand';
import { ToastHost } from './toast-host';

// The clock stands still, so the dismissed error toast is still there to be looked at, however
// long the library and the list take to load.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('loads the toast library with the first notice, then shows it in the host', async () => {
  const { container } = render(<ToastHost toasterId="first" />);
  // Nothing to show yet, and nothing of the library rendered.
  expect(container).toBeEmptyDOMElement();
  const notify = lazyNotifier('first');
  act(() => {
    notify.error({ message: MESSAGES.sendFailed });
    notify.success({ message: MESSAGES.messageSent });
  });
  // The library, then the list it lets the host render.
  for (let i = 0; i < 3; i += 1) {
    await act(async () => {
      await vi.dynamicImportSettled();
    });
  }
  // Both notices arrive, in the order given: the success dismissed the earlier error.
  expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.messageSent);
  expect(container.querySelector('.resin-toast--error')).toHaveAttribute('data-visible', 'false');
});
