import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AccordionProps<T> {
  items: readonly T[];
  /** A stable key of an item, also used in the ids that tie buttons to panels. */
  itemKey: (item: T) => string | number;
  /** The open item's index, or null when every item is closed. */
  openIndex: number | null;
  onOpenChange: (index: number | null) => void;
  /**
   * Whether pressing the open item's button closes it. When not, that button says it cannot be
   * pressed with aria-disabled, and one item always stays open.
   */
  collapsible?: boolean;
  /** The level of the heading around each button, to fit the page's outline. */
  headingLevel: 2 | 3 | 4;
  /**
   * The BEM block of the class names: `<block>__list`, `__item`, `__item--open`, `__heading`,
   * `__button` and `__panel`.
   */
  block: string;
  renderButton: (item: T, index: number) => ReactNode;
  renderPanel: (item: T, index: number) => ReactNode;
}

/**
 * One item open at a time, on the WAI-ARIA accordion pattern: each heading holds a button with
 * aria-expanded and aria-controls, and each panel is a region labelled by its button. Enter and
 * Space press the button (natively); ArrowDown and ArrowUp move to the next and previous button,
 * wrapping at the ends, and Home and End to the first and last. Moving focus opens nothing.
 *
 * The panel the visitor last opened carries `data-pressed`, for a page's opening animation: an
 * item open from the start is part of the page as it first paints, and fading it in would
 * hold back the page's largest paint (the open answer on the FAQ page).
 */
export function Accordion<T>({
  items,
  itemKey,
  openIndex,
  onOpenChange,
  collapsible = false,
  headingLevel,
  block,
  renderButton,
  renderPanel,
}: AccordionProps<T>) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [pressed, setPressed] = useState<string | number | null>(null);
  const Heading = `h${headingLevel}` as const;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const targets: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  const press = (index: number) => {
    const item = items[index];
    if (item !== undefined) setPressed(itemKey(item));
    if (index !== openIndex) onOpenChange(index);
    else if (collapsible) onOpenChange(null);
  };

  return (
    <div className={`${block}__list`}>
      {items.map((item, index) => {
        const isOpen = index === openIndex;
        const key = itemKey(item);
        const buttonId = `${baseId}-button-${key}`;
        const panelId = `${baseId}-panel-${key}`;
        return (
          <div key={key} className={`${block}__item${isOpen ? ` ${block}__item--open` : ''}`}>
            <Heading className={`${block}__heading`}>
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                className={`${block}__button`}
                aria-expanded={isOpen}
                aria-controls={panelId}
                aria-disabled={(isOpen && !collapsible) || undefined}
                onClick={() => press(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {renderButton(item, index)}
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={`${block}__panel`}
              data-pressed={key === pressed ? '' : undefined}
              hidden={!isOpen}
            >
              {renderPanel(item, index)}
            </div>
          </div>
        );
      })}
    </div>
  );
}
