import map from 'virtual:dealer-map';
import type { Position } from './nearest';
import { projectPoint } from './map-projection';

export interface DealerMapProps {
  /** The dealers the list shows, nearest first after a search. */
  dealers: readonly Position[];
  /** The searched place or the visitor's position. */
  origin: Position | undefined;
}

/**
 * India and Sri Lanka with the listed dealers as points, the nearest one larger, and the searched
 * place as a ring. A picture of the list beside it, which is what screen readers and keyboards
 * use: the map is hidden from them, and none of it can be pressed.
 */
export function DealerMap({ dealers, origin }: DealerMapProps) {
  const at = (position: Position) => projectPoint(map, position.lat, position.lon);
  const [nearestX, nearestY] = dealers[0] ? at(dealers[0]) : [0, 0];
  return (
    <svg
      className="resin-dealers__map"
      part="map"
      viewBox={`0 0 ${map.width} ${map.height}`}
      aria-hidden="true"
      focusable="false"
    >
      <path className="resin-dealers__land" d={map.india} />
      <path className="resin-dealers__land" d={map.sriLanka} />
      {dealers.map((dealer, index) => {
        const [x, y] = at(dealer);
        return <circle key={index} className="resin-dealers__point" cx={x} cy={y} r={2.6} />;
      })}
      {origin && dealers[0] ? (
        <circle
          className="resin-dealers__point resin-dealers__point--nearest"
          cx={nearestX}
          cy={nearestY}
          r={4.2}
        />
      ) : null}
      {origin ? (
        <circle className="resin-dealers__origin" cx={at(origin)[0]} cy={at(origin)[1]} r={5.5} />
      ) : null}
    </svg>
  );
}
