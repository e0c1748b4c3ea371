import { useRef, useSyncExternalStore } from 'react';
import { ArrowUpIcon } from '../components/icons';
import { useSiteText } from '../i18n/site-words';
import { coversControl, subscribeSurroundings } from './ring-cover';
import { isScrollTopVisible, ringOffset, scrollPercent } from './scroll-maths';
import { prefersReducedMotion } from '../../ui/motion';
import { useScrollDerived } from './use-window';

const RADIUS = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

function currentPercent(scrollY: number) {
  const raw = scrollPercent(
    scrollY,
    document.documentElement.scrollHeight,
    document.documentElement.clientHeight,
  );
  // Whole percents: the ring cannot show finer steps, and this keeps re-renders rare.
  return Math.round(raw);
}

/**
 * Scroll-to-top button, shown past 100 px, with a ring that fills with the share scrolled.
 * It steps aside (fades out and lets taps through) while a link, button or field of the page
 * passes under it, so on a phone it never stands between a thumb and a control; the footer's
 * last row leaves it room at the end of the page.
 */
export function ScrollTop() {
  const ref = useRef<HTMLButtonElement>(null);
  const { siteText } = useSiteText();
  const visible = useScrollDerived(isScrollTopVisible);
  const percent = useScrollDerived(currentPercent, 0);
  const covering = useSyncExternalStore(
    subscribeSurroundings,
    () => isScrollTopVisible(window.scrollY) && ref.current !== null && coversControl(ref.current),
    () => false,
  );
  return (
    <button
      ref={ref}
      type="button"
      className="scroll-top"
      data-visible={visible}
      data-covering={covering}
      aria-label={siteText.scrollToTop}
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      }
    >
      <svg className="scroll-top__ring" viewBox="0 0 50 50" aria-hidden="true" focusable="false">
        <circle className="scroll-top__track" cx="25" cy="25" r={RADIUS} />
        <circle
          className="scroll-top__progress"
          cx="25"
          cy="25"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={ringOffset(percent, CIRCUMFERENCE)}
          data-percent={percent}
        />
      </svg>
      <ArrowUpIcon />
    </button>
  );
}
