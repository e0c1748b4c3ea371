import type { careerKind } from '../../submissions/career';
import type { contactKind } from '../../submissions/contact';
import type { inquiryKind } from '../../submissions/inquiry';

/** The kind of submission an event is about: its `form` value. */
export type FormKind = (typeof contactKind | typeof inquiryKind | typeof careerKind)['name'];

/** What a visitor did with a dealer in the dealer finder. */
export type DealerAction = 'call' | 'whatsapp' | 'directions' | 'email' | 'inquiry';

/** The `detail` of each event a widget sends to the host page. */
export interface ResinEventDetailMap {
  /** A submission was stored; `id` is the stored document's id. */
  'resin-submitted': { form: FormKind; id: string };
  /** A submission failed; `message` is what the visitor was shown, in English in any language. */
  'resin-failed': { form: FormKind; message: string };
  /** A visitor chose to reach a dealer of the dealer finder; `dealer` is the dealer's id. */
  'resin-dealer-selected': { dealer: string; action: DealerAction };
}

export type ResinEventName = keyof ResinEventDetailMap;

/** Which form an event is about: `inquiry`, `contact` or `career`. */
export type ResinForm = FormKind;

export type ResinEvent<K extends ResinEventName> = CustomEvent<ResinEventDetailMap[K]>;

/**
 * The one way a widget talks to its host page: bubbling and composed, so a listener on the
 * element, on a wrapper or on document receives it even from inside a shadow root.
 */
export function emit<K extends ResinEventName>(
  target: EventTarget,
  type: K,
  detail: ResinEventDetailMap[K],
): boolean {
  return target.dispatchEvent(
    new CustomEvent<ResinEventDetailMap[K]>(type, { detail, bubbles: true, composed: true }),
  );
}

declare global {
  // Events bubble and are composed, so elements, document and window all receive them.
  interface GlobalEventHandlersEventMap {
    'resin-submitted': ResinEvent<'resin-submitted'>;
    'resin-failed': ResinEvent<'resin-failed'>;
    'resin-dealer-selected': ResinEvent<'resin-dealer-selected'>;
  }
}
