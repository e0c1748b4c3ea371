import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Reveal } from './reveal';

interface FakeEntry {
  isIntersecting: boolean;
  intersectionRatio: number;
  boundingClientRect: { top: number };
}
type Callback = (entries: FakeEntry[]) => void;
let observers: Array<{ callback: Callback; options?: IntersectionObserverInit }> = [];

class FakeObserver {
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    observers.push({ callback, options });
  }
  observe() {}
  disconnect() {}
}

/** The observer reports the element `top` px from the viewport's top, `ratio` of it in view. */
function report(top: number, ratio: number) {
  act(() =>
    observers[0]?.callback([
      { isIntersecting: ratio > 0, intersectionRatio: ratio, boundingClientRect: { top } },
    ]),
  );
}

function reducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  reducedMotion(false);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Reveal', () => {
  it('leaves content that is already in view visible, with no entrance to wait for', () => {
    render(<Reveal>Above the fold</Reveal>);
    report(100, 1);
    expect(screen.getByText('Above the fold')).not.toHaveAttribute('data-reveal');
  });

  it('hides content below the fold until 10% of it is in view, then shows it once', () => {
    render(<Reveal as="section">Below the fold</Reveal>);
    const section = screen.getByText('Below the fold');
    expect(section.tagName).toBe('SECTION');
    // Rendered visible; hidden only once the observer says it lies below the viewport.
    expect(section).not.toHaveAttribute('data-reveal');
    report(window.innerHeight + 400, 0);
    expect(section).toHaveAttribute('data-reveal', 'pending');
    expect(observers[0]?.options?.threshold).toBe(0.1);
    report(window.innerHeight - 5, 0.05);
    expect(section).toHaveAttribute('data-reveal', 'pending');
    report(window.innerHeight - 30, 0.3);
    expect(section).toHaveAttribute('data-reveal', 'shown');
  });

  it('never hides content the visitor has already scrolled past', () => {
    render(<Reveal>Scrolled past</Reveal>);
    report(-800, 0);
    expect(screen.getByText('Scrolled past')).not.toHaveAttribute('data-reveal');
  });

  it('delays the entrance by 0.1 s per delay unit and starts 40 px lower over 0.6 s', () => {
    render(<Reveal delay={3}>Staggered</Reveal>);
    const el = screen.getByText('Staggered');
    expect(el.style.getPropertyValue('--reveal-delay')).toBe(`${0.1 * 3}s`);
    expect(el.style.getPropertyValue('--reveal-offset')).toBe('40px');
    expect(el.style.getPropertyValue('--reveal-duration')).toBe('0.6s');
  });

  it('never hides anything under prefers-reduced-motion', () => {
    reducedMotion(true);
    render(<Reveal>Calm</Reveal>);
    expect(screen.getByText('Calm')).not.toHaveAttribute('data-reveal');
    expect(observers).toHaveLength(0);
  });

  it('passes id and other attributes through, so sections can be link targets', () => {
    render(
      <Reveal as="section" id="certificates" className="x">
        Anchored
      </Reveal>,
    );
    const el = screen.getByText('Anchored');
    expect(el).toHaveAttribute('id', 'certificates');
    expect(el).toHaveClass('x');
  });
});
