import { useEffect, useState } from 'react';
import { COUNTER_MS } from '../../../content/constants';
import { prefersReducedMotion, useSeenOnce } from '../home/motion';

export interface ExperienceCounterProps {
  value: number;
  label: string;
}

/**
 * Counts up to `value` once the counter comes into view and then reads '35+' (SPEC 2.5). Under
 * reduced motion it shows the final figure at once. Screen readers get the final figure only,
 * never the intermediate numbers.
 */
export function ExperienceCounter({ value, label }: ExperienceCounterProps) {
  const [ref, seen] = useSeenOnce<HTMLDivElement>();
  const [reduce] = useState(prefersReducedMotion);
  const [shown, setShown] = useState(reduce ? value : 0);

  useEffect(() => {
    if (!seen || reduce) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / COUNTER_MS);
      // Ease out, so the last numbers slow down as they land.
      setShown(Math.round(value * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [seen, reduce, value]);

  return (
    <div ref={ref} className="about-counter">
      <p className="about-counter__figure">
        <span aria-hidden="true" data-testid="experience-figure">
          {shown}+
        </span>
        <span className="visually-hidden">{value}+</span>
      </p>
      <p className="about-counter__label">{label}</p>
    </div>
  );
}
