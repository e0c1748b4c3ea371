import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const ITEMS = [
  { id: 1, question: 'First question', answer: 'First answer' },
  { id: 2, question: 'Second question', answer: 'Second answer' },
  { id: 3, question: 'Third question', answer: 'Third answer' },
];

function Collapsible() {
  const [open, setOpen] = useState<number | null>(0);
  return (
    <Accordion
      items={ITEMS}
      itemKey={(item) => item.id}
      openIndex={open}
      onOpenChange={setOpen}
      collapsible
      headingLevel={2}
      block="test"
      renderButton={(item) => item.question}
      renderPanel={(item) => <p>{item.answer}</p>}
    />
  );
}

const button = (index: number) => screen.getByRole('button', { name: ITEMS[index]!.question });
const expanded = () => ITEMS.map((_, i) => button(i).getAttribute('aria-expanded'));

describe('collapsible accordion', () => {
  it('puts each button in a heading of the given level, the first item open', () => {
    render(<Collapsible />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(expanded()).toEqual(['true', 'false', 'false']);
    expect(button(0)).not.toHaveAttribute('aria-disabled');
    const panel = screen.getByRole('region', { name: ITEMS[0]!.question });
    expect(button(0)).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent(ITEMS[0]!.answer);
  });

  it('marks only the panel the visitor opened, so the one open from the start does not fade in', async () => {
    const user = userEvent.setup();
    render(<Collapsible />);
    const pressed = () =>
      screen.queryAllByRole('region').filter((panel) => panel.hasAttribute('data-pressed'));
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(pressed()).toEqual([]);
    await user.click(button(1));
    expect(pressed()).toEqual([screen.getByRole('region', { name: ITEMS[1]!.question })]);
  });

  it('opens one item at a time and closes the open one when pressed again', async () => {
    const user = userEvent.setup();
    render(<Collapsible />);
    await user.click(button(2));
    expect(expanded()).toEqual(['false', 'false', 'true']);
    await user.click(button(2));
    expect(expanded()).toEqual(['false', 'false', 'false']);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('toggles with Enter and Space, and moves with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Collapsible />);
    button(0).focus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual(['false', 'false', 'false']);
    await user.keyboard('{ArrowDown}');
    expect(button(1)).toHaveFocus();
    await user.keyboard(' ');
    expect(expanded()).toEqual(['false', 'true', 'false']);
    await user.keyboard('{End}');
    expect(button(2)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(button(0)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(button(2)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button(0)).toHaveFocus();
    expect(expanded()).toEqual(['false', 'true', 'false']);
  });
});
