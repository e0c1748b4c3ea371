import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { MESSAGES } from '../../content/messages';
import { lazyNotifier } from './toast-demand';
import { ToastHost } from './toast-host';

it('loads the toast library with the first notice, then shows it in the host', async () => {
  const { container } = render(<ToastHost toasterId="first" />);
  // Nothing to show yet, and nothing of the library rendered.
  expect(container).toBeEmptyDOMElement();
  const notify = lazyNotifier('first');
  act(() => {
    notify.error({ message: MESSAGES.sendFailed });
    notify.success({ message: MESSAGES.messageSent });
  });
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  // Both notices arrive, in the order given: the success dismissed the earlier error.
  expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.messageSent);
  expect(container.querySelector('.resin-toast--error')).toHaveAttribute('data-visible', 'false');
});
