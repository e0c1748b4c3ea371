import { useId, type CSSProperties } from 'react';
import { PROGRESS_BAR_MS } from '../../../content/constants';
import type { VisionBar } from '../../../content/home';
import { useSeenOnce } from '../../components/use-seen-once';
import './vision-bars.css';

/**
 * Progress bars that fill from 0 to their value over PROGRESS_BAR_MS once in view.
 * The fill is a transform, so the animation never triggers layout; assistive technology reads
 * the value itself from aria-valuenow.
 */
export function VisionBars({ bars }: { bars: VisionBar[] }) {
  const [ref, seen] = useSeenOnce<HTMLUListElement>();
  const id = useId();
  return (
    <ul
      ref={ref}
      className="home-vision__bars"
      style={{ '--bar-duration': `${PROGRESS_BAR_MS}ms` } as CSSProperties}
    >
      {bars.map((bar, index) => {
        const labelId = `${id}-${index}`;
        return (
          <li key={bar.label} className="home-vision__bar">
            <div className="home-vision__bar-head">
              <span id={labelId}>{bar.label}</span>
              <span aria-hidden="true">{bar.value}%</span>
            </div>
            <div
              className="home-vision__track"
              role="progressbar"
              aria-labelledby={labelId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={bar.value}
            >
              <div
                className="home-vision__fill"
                data-seen={seen}
                style={{ '--bar-value': bar.value / 100 } as CSSProperties}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
