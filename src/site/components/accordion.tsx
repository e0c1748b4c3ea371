import { useId, useState, type ReactNode } from 'react';
import './accordion.css';

export interface AccordionItem {
  id: string | number;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The level of the headings that hold the buttons, to fit the page's outline. */
  headingLevel?: 3 | 4;
}

/**
 * One item open at a time, the first by default; pressing the open item's button closes it.
 * The WAI-ARIA accordion pattern: each heading holds a button with aria-expanded that controls
 * its panel, a region named by that button.
 */
export function Accordion({ items, headingLevel = 3 }: AccordionProps) {
  const [openId, setOpenId] = useState<AccordionItem['id'] | null>(items[0]?.id ?? null);
  const baseId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="accordion">
      {items.map((item, index) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} className="accordion__item" data-open={open}>
            <Heading className="accordion__heading">
              <button
                id={buttonId}
                type="button"
                className="accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.title}</span>
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion__panel"
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
