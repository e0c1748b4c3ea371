import { CAREER_COPY } from '../../../content/page-copy';
import { OPEN_POSITIONS, type OpenPosition } from '../../../content/positions';

/** The line that names a position in a message, in the page's language. */
export type PositionLine = (position: OpenPosition) => string;

const englishLine: PositionLine = (position) =>
  CAREER_COPY.applyingFor(position.title, position.location);

/**
 * The message with the chosen position as its first line (`positionLine`, English unless
 * given). A position chosen before is replaced, and whatever the visitor wrote is kept below it.
 */
export function messageFor(
  position: OpenPosition,
  current: string,
  positionLine: PositionLine = englishLine,
): string {
  const lines = current.split('\n');
  const first = lines[0] ?? '';
  const rest = OPEN_POSITIONS.some((p) => positionLine(p) === first)
    ? lines.slice(1).join('\n')
    : current;
  const kept = rest.replace(/^\n+/, '');
  return kept ? `${positionLine(position)}\n\n${kept}` : positionLine(position);
}

/**
 * Sets a field's text the way typing does, so a form that keeps its values in React state (and
 * in its saved draft) takes the new value, as it would from the visitor's keyboard.
 */
export function typeInto(field: HTMLTextAreaElement | HTMLInputElement, value: string) {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
