import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HOME_PORTFOLIO } from '../../../content/home';
import { PortfolioAccordion } from './portfolio-accordion';

const names = HOME_PORTFOLIO.map((project) => project.project_name);
const button = (index: number) => screen.getByRole('button', { name: names[index] });
const picture = () => screen.getByRole('img');

describe('portfolio accordion', () => {
  it('opens the first project by default, its panel labelled by its button', () => {
    render(<PortfolioAccordion projects={HOME_PORTFOLIO} />);
    expect(names.map((_, i) => button(i).getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ]);
    const panel = screen.getByRole('region', { name: names[0] });
    expect(panel).toHaveTextContent(HOME_PORTFOLIO[0]!.project_description);
    expect(button(0)).toHaveAttribute('aria-controls', panel.id);
    expect(picture()).toHaveAttribute('alt', HOME_PORTFOLIO[0]!.src.alt);
  });

  it('keeps the open project open when its own heading is pressed again', async () => {
    const user = userEvent.setup();
    render(<PortfolioAccordion projects={HOME_PORTFOLIO} />);
    expect(button(0)).toHaveAttribute('aria-disabled', 'true');
    await user.click(button(0));
    expect(button(0)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('opens another project with Space, closing the first and showing its picture', async () => {
    const user = userEvent.setup();
    render(<PortfolioAccordion projects={HOME_PORTFOLIO} />);
    button(1).focus();
    await user.keyboard(' ');
    expect(button(0)).toHaveAttribute('aria-expanded', 'false');
    expect(button(0)).not.toHaveAttribute('aria-disabled');
    expect(button(1)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: names[1] })).toBeVisible();
    expect(picture()).toHaveAttribute('src', HOME_PORTFOLIO[1]!.src.src);
    expect(picture()).toHaveAttribute('alt', HOME_PORTFOLIO[1]!.src.alt);
  });

  it('moves between headings with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<PortfolioAccordion projects={HOME_PORTFOLIO} />);
    button(0).focus();
    await user.keyboard('{ArrowDown}');
    expect(button(1)).toHaveFocus();
    await user.keyboard('{End}');
    expect(button(3)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(button(0)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(button(3)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button(0)).toHaveFocus();
    // Moving focus opens nothing.
    expect(button(0)).toHaveAttribute('aria-expanded', 'true');
  });
});
