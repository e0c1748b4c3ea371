// The open positions on the career page, keyed by id.
import { OPEN_POSITIONS } from '../../positions';
import { byKey } from './by-key';

export const openPositions = byKey(
  OPEN_POSITIONS,
  (position) => position.id,
  (position) => ({
    title: position.title,
    location: position.location,
    type: position.type,
    summary: position.summary,
  }),
);
