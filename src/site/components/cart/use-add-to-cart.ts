import { useCallback } from 'react';
import { MESSAGES } from '../../../content/messages';
import { useToasts } from '../../../ui/toast/use-toasts';
import { changeCart } from './use-cart';

/**
 * Add To Cart for a page: adds the units and shows 'Add To Cart successfully' in the page's
 * toaster, which the page renders with <ToastHost toasterId={toasterId} />.
 */
export function useAddToCart() {
  const { toasterId, notify } = useToasts();
  const add = useCallback(
    (id: string, quantity = 1) => {
      changeCart({ type: 'add', id, quantity });
      notify.success({ message: MESSAGES.addToCart });
    },
    [notify],
  );
  return { toasterId, add };
}
