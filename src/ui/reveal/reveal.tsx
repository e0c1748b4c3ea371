import {
  useCallback,
  useEffect,
  useRef,
  type CSSProperties,
  type ElementType,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { REVEAL } from '../../content/constants';
import { prefersReducedMotion } from '../motion';
import './reveal.css';

export interface RevealProps extends HTMLAttributes<HTMLElement> {
  /** The element to render, 'div' unless told. */
  as?: ElementType;
  /** Stagger units: the entrance starts REVEAL.staggerS seconds later per unit. */
  delay?: number;
  className?: string;
  children?: ReactNode;
}

/**
 * Fades and slides a section in once when it enters the viewport: REVEAL.offsetPx lower to
 * its place, over REVEAL.durationS, REVEAL.staggerS later per `delay` unit.
 *
 * The element renders visible. The observer's first report, which comes after the first paint
 * and costs no layout of its own, hides it only if it lies wholly below the viewport, where
 * hiding it changes nothing on screen; content in view never waits for an animation and the
 * largest paint is not delayed. (Reading positions during the commit instead forced a layout of
 * the whole page inside the first render's task.) Under reduced motion, or without
 * IntersectionObserver, nothing is ever hidden.
 */
export function Reveal({ as, delay = 0, className, children, style, ...rest }: RevealProps) {
  const Tag: ElementType = as ?? 'div';
  const ref = useRef<HTMLElement | null>(null);
  const setRef = useCallback((el: HTMLElement | null) => {
    ref.current = el;
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (first) {
          first = false;
          const below = !entry.isIntersecting && entry.boundingClientRect.top > 0;
          // A data attribute rather than a class: React never rewrites it when className changes.
          if (below) el.dataset.reveal = 'pending';
          else observer.disconnect();
          return;
        }
        // The observer also reports the first sliver coming into view; wait for the spec's 10 %.
        if (entry.isIntersecting && entry.intersectionRatio >= REVEAL.threshold) {
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
