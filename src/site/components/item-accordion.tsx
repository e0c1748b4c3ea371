import { useState, type ReactNode } from 'react';
import { Accordion } from './accordion';
import './item-accordion.css';

export interface AccordionItem {
  id: string | number;
  title: string;
  content: ReactNode;
}

export interface ItemAccordionProps {
  items: readonly AccordionItem[];
  /** The level of the headings that hold the buttons, to fit the page's outline. */
  headingLevel?: 3 | 4;
}

/**
 * Titled items in boxes on the shared accordion: the first is open at first, one is open at a
 * time, and pressing the open item's button closes it.
 */
export function ItemAccordion({ items, headingLevel = 3 }: ItemAccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(items.length > 0 ? 0 : null);
  return (
    <Accordion
      items={items}
      itemKey={(item) => item.id}
      openIndex={openIndex}
      onOpenChange={setOpenIndex}
      collapsible
      headingLevel={headingLevel}
      block="accordion"
      renderButton={(item) => (
        <>
          <span>{item.title}</span>
          <span className="accordion__icon" aria-hidden="true" />
        </>
      )}
      renderPanel={(item) => item.content}
    />
  );
}
