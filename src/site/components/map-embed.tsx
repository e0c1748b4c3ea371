import { useState } from 'react';
import { PinIcon } from './icons';
import { useSiteText } from '../i18n/site-words';
import './map-embed.css';

export interface MapEmbedProps {
  /** Place named in the iframe title ('Map of ...') and in the button. */
  place: string;
  embedUrl: string;
  /** Address lines shown until the map is asked for. */
  lines: readonly string[];
}

/**
 * A map that loads only when the visitor asks for it. Until then no request goes to the map
 * provider: nothing heavy before first paint, and no third-party cookies without a click. The
 * placeholder has the map's size, so showing the map moves nothing. Its one control is that
 * request; the map, once shown, carries the provider's own link to the full map and directions.
 */
export function MapEmbed({ place, embedUrl, lines }: MapEmbedProps) {
  const { siteText } = useSiteText();
  const [shown, setShown] = useState(false);
  return (
    <div className="map-embed">
      {shown ? (
        <iframe
          className="map-embed__frame"
          src={embedUrl}
          title={siteText.mapTitle(place)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      ) : (
        <div className="map-embed__placeholder">
          <PinIcon />
          <p className="map-embed__place">{place}</p>
          <p className="map-embed__lines">
            {lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </p>
          <button type="button" className="btn btn--primary" onClick={() => setShown(true)}>
            {siteText.showMap}
            <span className="visually-hidden">: {place}</span>
          </button>
          <p className="map-embed__note">{siteText.mapNote}</p>
        </div>
      )}
    </div>
  );
}
