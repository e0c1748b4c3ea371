import { SITE_TEXT } from '../../content/site-text';
import { ArrowUpIcon } from '../components/icons';
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

/** Scroll-to-top button, shown past 100 px, with a ring that fills with the share scrolled. */
export function ScrollTop() {
  const visible = useScrollDerived(isScrollTopVisible);
  const percent = useScrollDerived(currentPercent, 0);
  return (
    <button
      type="button"
      className="scroll-top"
      data-visible={visible}
      aria-label={SITE_TEXT.scrollToTop}
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
