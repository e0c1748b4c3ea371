import type { PortfolioCategory, PortfolioGridProject } from '../../../content/types';

/** The filter's choices: every project, or the projects of one category. */
export type PortfolioFilter = PortfolioCategory | 'All';

/** The entry animations the grid picks from at random on each filter change. */
export const ENTRY_ANIMATIONS = ['slideIn', 'fadeIn', 'scaleUp'] as const;
export type EntryAnimation = (typeof ENTRY_ANIMATIONS)[number];

/** 'All' first, then each category the projects use, once, in the order they first appear. */
export function filterChoices(projects: readonly PortfolioGridProject[]): PortfolioFilter[] {
  return ['All', ...new Set(projects.map((project) => project.category))];
}

/** One of the entry animations, each as likely; `random` returns a number in [0, 1). */
export function pickEntryAnimation(random: () => number = Math.random): EntryAnimation {
  const last = ENTRY_ANIMATIONS.length - 1;
  const index = Math.floor(random() * ENTRY_ANIMATIONS.length);
  return ENTRY_ANIMATIONS[Number.isFinite(index) ? Math.min(Math.max(index, 0), last) : 0]!;
}
