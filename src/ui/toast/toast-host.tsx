import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useHostTurn } from './host-turn';
import { useToastsWanted } from './toast-demand';

const ToastList = lazy(() => import('./toast-list'));

export interface ToastHostProps {
  toasterId: string;
  /**
   * Shown at the top of the toasts, in their place and look, until its owner takes it away (a
   * confirmation that must last longer than a toast, such as the inquiry's reference).
   */
  children?: ReactNode;
  /**
   * Puts each toast's words into the language they are shown in (a form's messages travel as
   * English until here, so toasts already up follow a change of language too).
   */
  translate?: ((text: string) => string) | undefined;
}

/**
 * Renders one toaster's notifications in place (top-right, fixed), inside whatever root the
 * form lives in, a shadow root included. Of several hosts of one toaster only the newest shows
 * the toasts (one in an open dialog, above its backdrop); toasts it takes over appear without
 * their entrance animation, having made it already. The host takes its turn when it mounts, but
 * the toast library and the list load only once the page has a first toast to show.
 */
export function ToastHost({ toasterId, children, translate }: ToastHostProps) {
  const since = useHostTurn(toasterId);
  const wanted = useToastsWanted();
  if (since === null || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasterId={toasterId} since={since} translate={translate}>
        {children}
      </ToastList>
    </Suspense>
  );
}
