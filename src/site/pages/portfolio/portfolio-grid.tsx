import { useState, type CSSProperties } from 'react';
import { PORTFOLIO_PROJECTS, PORTFOLIO_TEXT, projectsIn } from '../../../content/portfolio';
import { prefersReducedMotion } from '../../../ui/motion';
import {
  filterChoices,
  pickEntryAnimation,
  type EntryAnimation,
  type PortfolioFilter,
} from './portfolio-filter';
import { Picture } from '../../components/picture';

const CHOICES = filterChoices(PORTFOLIO_PROJECTS);

export interface PortfolioGridProps {
  /** 'cards': a grid of picture cards; 'columns': wide rows, picture beside the description. */
  layout: 'cards' | 'columns';
  headingId: string;
}

/**
 * The projects with a category filter (All first, selected at the start). The number shown is
 * announced politely. Each change of filter plays an entry animation picked at random, except
 * for visitors who ask for less motion; the first view plays none.
 */
export function PortfolioGrid({ layout, headingId }: PortfolioGridProps) {
  const [filter, setFilter] = useState<PortfolioFilter>('All');
  const [entry, setEntry] = useState<{ animation: EntryAnimation | null; run: number }>({
    animation: null,
    run: 0,
  });
  const projects = projectsIn(filter);

  const choose = (next: PortfolioFilter) => {
    if (next === filter) return;
    setFilter(next);
    setEntry((previous) => ({
      animation: prefersReducedMotion() ? null : pickEntryAnimation(),
      run: previous.run + 1,
    }));
  };

  return (
    <>
      <div className="portfolio-filter" role="group" aria-labelledby={`${headingId}-filter`}>
        <span id={`${headingId}-filter`} className="portfolio-filter__label">
          {PORTFOLIO_TEXT.filterLabel}
        </span>
        {CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            className="portfolio-filter__button"
            aria-pressed={choice === filter}
            onClick={() => choose(choice)}
          >
            {choice === 'All' ? PORTFOLIO_TEXT.allCategories : choice}
          </button>
        ))}
      </div>
      <p className="portfolio-count" role="status">
        {PORTFOLIO_TEXT.showing(projects.length)}
      </p>
      {/* A new key on each change restarts the entry animation, even when the same one is picked. */}
      <ul
        key={entry.run}
        className={`portfolio-grid portfolio-grid--${layout}${
          entry.animation ? ` portfolio-grid--${entry.animation}` : ''
        }`}
      >
        {projects.map((project, index) => (
          <li
            key={project.id}
            className="portfolio-grid__item card"
            style={{ '--entry-index': index } as CSSProperties}
          >
            <Picture picture={project.src} className="portfolio-grid__image" />
            <div className="portfolio-grid__body">
              <p className="portfolio-grid__category">{project.category}</p>
              <h3 className="portfolio-grid__name">{project.project_name}</h3>
              <p className="portfolio-grid__text">{project.project_description}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
