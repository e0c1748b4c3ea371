import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type ElementType,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { REVEAL } from '../../content/constants';
import './reveal.css';

export interface RevealProps extends HTMLAttributes<HTMLElement> {
  /** The element to render, 'div' unless told. */
  as?: ElementType;
  /** Stagger units: the entrance starts REVEAL.staggerS seconds later per unit. */
  delay?: number;
  className?: string;
  children?: ReactNode;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

let measuring: HTMLElement[] = [];

/**
 * Marks an element to be revealed later when it sits below the fold. A page mounts many of them
 * in one commit: their positions are all read first and the marks all written after, in one
 * microtask (still before the first paint), so the page is laid out once rather than once per
 * element.
 */
function hideIfBelowFold(el: HTMLElement) {
  measuring.push(el);
  if (measuring.length > 1) return;
  queueMicrotask(() => {
    const batch = measuring;
    measuring = [];
    const below = batch.filter((e) => e.getBoundingClientRect().top >= window.innerHeight);
    // A data attribute rather than a class: React never rewrites it when className changes.
    for (const e of below) e.dataset.reveal = 'pending';
  });
}

/**
 * Fades and slides a section in once when it enters the viewport (SPEC 4).
 *
 * The element renders visible. Only when it is still below the fold at mount is it hidden (before
 * the first paint, in a layout effect), so content above the fold never waits for an animation and
 * the largest paint is not delayed. Under reduced motion, or without IntersectionObserver, nothing
 * is ever hidden.
 */
export function Reveal({ as, delay = 0, className, children, style, ...rest }: RevealProps) {
  const Tag: ElementType = as ?? 'div';
  const ref = useRef<HTMLElement | null>(null);
  const setRef = useCallback((el: HTMLElement | null) => {
    ref.current = el;
  }, []);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    hideIfBelowFold(el);
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    // Whether the element was hidden is decided in a microtask that may not have run yet, so
    // observe every one and only reveal those that were hidden.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          if (el.dataset.reveal === 'pending') el.dataset.reveal = 'shown';
          observer.disconnect();
        }
      },
      { threshold: REVEAL.threshold },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const timing = {
    '--reveal-offset': `${REVEAL.offsetPx}px`,
    '--reveal-duration': `${REVEAL.durationS}s`,
    '--reveal-delay': `${REVEAL.staggerS * delay}s`,
    ...style,
  } as CSSProperties;

  return (
    <Tag ref={setRef} className={className} style={timing} {...rest}>
      {children}
    </Tag>
  );
}
