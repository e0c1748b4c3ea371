import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Reveal } from './reveal';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Array<{ callback: Callback; options?: IntersectionObserverInit }> = [];

class FakeObserver {
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    observers.push({ callback, options });
  }
  observe() {}
  disconnect() {}
}

function placeAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top,
    bottom: top + 100,
    left: 0,
    right: 100,
    width: 100,
    height: 100,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
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
    placeAt(100);
    render(<Reveal>Above the fold</Reveal>);
    expect(screen.getByText('Above the fold')).not.toHaveAttribute('data-reveal');
  });

  it('hides content below the fold until 10% of it is in view, then shows it once', async () => {
    placeAt(window.innerHeight + 400);
    render(<Reveal as="section">Below the fold</Reveal>);
    // Positions are read together in a microtask after the commit, still before any paint.
    await act(async () => {});
    const section = screen.getByText('Below the fold');
    expect(section.tagName).toBe('SECTION');
    expect(section).toHaveAttribute('data-reveal', 'pending');
    expect(observers[0]?.options?.threshold).toBe(0.1);
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(section).toHaveAttribute('data-reveal', 'shown');
  });

  it('delays the entrance by 0.1 s per delay unit and starts 40 px lower over 0.6 s', () => {
    placeAt(window.innerHeight + 400);
    render(<Reveal delay={3}>Staggered</Reveal>);
    const el = screen.getByText('Staggered');
    expect(el.style.getPropertyValue('--reveal-delay')).toBe(`${0.1 * 3}s`);
    expect(el.style.getPropertyValue('--reveal-offset')).toBe('40px');
    expect(el.style.getPropertyValue('--reveal-duration')).toBe('0.6s');
  });

  it('never hides anything under prefers-reduced-motion', () => {
    reducedMotion(true);
    placeAt(window.innerHeight + 400);
    render(<Reveal>Calm</Reveal>);
    expect(screen.getByText('Calm')).not.toHaveAttribute('data-reveal');
    expect(observers).toHaveLength(0);
  });

  it('passes id and other attributes through, so sections can be link targets', () => {
    placeAt(0);
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
