import { useState, type CSSProperties } from 'react';
import { MARQUEE_PASS_S } from '../../../content/constants';
import { HOME_2_TEXT_BANDS, ALTERNATE_HOME_LABELS } from '../../../content/alternate-homes';
import './text-bands.css';

const TIMING = { '--text-band-pass': `${MARQUEE_PASS_S}s` } as CSSProperties;
/** Copies of each band's words on its track; one is read, the others only fill the loop. */
const COPIES = 3;

/**
 * Two bands of words that scroll in opposite directions (a CSS animation). Screen readers read
 * each list once: the copies that make the loop seamless are hidden from them. The bands stop
 * under the pointer, while the pause button is pressed, and for good for visitors who prefer
 * reduced motion (the button is then not offered: nothing moves).
 */
export function TextBands() {
  const [paused, setPaused] = useState(false);
  return (
    <section className="text-bands" aria-label={ALTERNATE_HOME_LABELS.textBands} style={TIMING}>
      <div className="text-bands__bands" data-paused={paused}>
        {HOME_2_TEXT_BANDS.map((words, band) => (
          <div key={band} className={`text-bands__band text-bands__band--${band}`}>
            <div className="text-bands__track">
              {Array.from({ length: COPIES }, (_, copy) => (
                <ul key={copy} className="text-bands__copy" aria-hidden={copy > 0 || undefined}>
                  {words.map((word) => (
                    <li key={word}>{word}</li>
                  ))}
                </ul>
              ))}
            </div>
          </div>
        ))}
      </div>
      <div className="container text-bands__controls">
        <button
          type="button"
          className="text-bands__toggle"
          aria-label={
            paused ? ALTERNATE_HOME_LABELS.playTextBands : ALTERNATE_HOME_LABELS.pauseTextBands
          }
          onClick={() => setPaused(!paused)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {paused ? <path d="M7 5l12 7-12 7z" /> : <path d="M8 5v14M16 5v14" />}
          </svg>
        </button>
      </div>
    </section>
  );
}
