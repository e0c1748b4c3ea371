import { useEffect, useRef, useState } from 'react';
import { COUNTER_MS } from '../../content/constants';
import { prefersReducedMotion } from '../../ui/motion';
import { afterLoadAndIdle } from './after-load-and-idle';
import { useSeenOnce } from './use-seen-once';
import './experience-counter.css';

export interface ExperienceCounterProps {
  value: number;
  label: string;
}

/**
 * Reads '35+' as the page first paints (also in the HTML the build writes ahead of time), and
 * counts up to it from 0 once the counter has come into view. Under reduced motion it only
 * ever shows the final figure. Screen readers get the final figure only,
 * never the intermediate numbers.
 *
 * The counter is in view as the page opens, so the count waits until the page has loaded and
 * the main thread is quiet; each frame then writes the figure's text node directly instead of
 * re-rendering, in a box of its own (`contain` in the CSS) so a new number never re-lays out
 * the page.
 */
export function ExperienceCounter({ value, label }: ExperienceCounterProps) {
  const [ref, seen] = useSeenOnce<HTMLDivElement>();
  const figureRef = useRef<HTMLSpanElement>(null);
  const [reduce] = useState(prefersReducedMotion);

  useEffect(() => {
    // React's own text node, so React and the animation never disagree about the DOM.
    const figure = figureRef.current?.firstChild;
    if (!seen || reduce || !figure) return;
    let frame = 0;
    let last = -1;
    const digits = String(value).length;
    const count = () => {
      const start = performance.now();
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / COUNTER_MS);
        // Ease out, so the last numbers slow down as they land.
        const current = Math.round(value * (1 - (1 - progress) ** 3));
        // Padded with figure spaces (as wide as a digit) to the final figure's length: the text
        // starts where the final figure starts, so no frame counts as a layout shift.
        if (current !== last) figure.nodeValue = `${String(current).padStart(digits, '\u2007')}+`;
        last = current;
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const cancel = afterLoadAndIdle(count);
    return () => {
      cancel();
      cancelAnimationFrame(frame);
      figure.nodeValue = `${value}+`;
    };
  }, [seen, reduce, value]);

  return (
    <div ref={ref} className="experience-counter">
      <p className="experience-counter__figure">
        <span className="experience-counter__number" aria-hidden="true">
          {/* An unseen copy of the final figure sizes the box, so counting never resizes it. */}
          <span className="experience-counter__final">{`${value}+`}</span>
          <span ref={figureRef} data-testid="experience-figure">{`${value}+`}</span>
        </span>
        <span className="visually-hidden">{value}+</span>
      </p>
      <p className="experience-counter__label">{label}</p>
    </div>
  );
}
