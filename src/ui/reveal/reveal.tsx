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
    if (el.getBoundingClientRect().top < window.innerHeight) return;
    // A data attribute rather than a class: React never rewrites it when className changes.
    el.dataset.reveal = 'pending';
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el || el.dataset.reveal !== 'pending') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          el.dataset.reveal = 'shown';
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
