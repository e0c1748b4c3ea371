import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { PortfolioProject } from '../../../content/types';

export interface PortfolioAccordionProps {
  projects: readonly PortfolioProject[];
}

/**
 * One project open at a time, the first by default, with the open project's picture
 * beside the list. Built on the WAI-ARIA accordion pattern: each heading holds a button that
 * controls its panel; the open panel cannot be collapsed (there would be no picture to show),
 * so its button says so with aria-disabled. Arrow keys, Home and End move between the headers.
 */
export function PortfolioAccordion({ projects }: PortfolioAccordionProps) {
  const [openIndex, setOpenIndex] = useState(0);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const open = projects[openIndex] ?? projects[0];
  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = projects.length - 1;
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

  return (
    <div className="home-portfolio">
      <figure className="home-portfolio__media">
        <img
          className="home-portfolio__image"
          src={open.src.src}
          alt={open.src.alt}
          width={open.src.width}
          height={open.src.height}
          loading="lazy"
          decoding="async"
        />
        <figcaption className="home-portfolio__category">{open.category}</figcaption>
      </figure>
      <div className="home-portfolio__list">
        {projects.map((project, index) => {
          const isOpen = index === openIndex;
          const buttonId = `${baseId}-button-${project.id}`;
          const panelId = `${baseId}-panel-${project.id}`;
          return (
            <div
              key={project.id}
              className={`home-portfolio__item${isOpen ? ' home-portfolio__item--open' : ''}`}
            >
              <h3 className="home-portfolio__heading">
                <button
                  ref={(el) => {
                    buttons.current[index] = el;
                  }}
                  id={buttonId}
                  type="button"
                  className="home-portfolio__button"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  aria-disabled={isOpen || undefined}
                  onClick={() => setOpenIndex(index)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  <span className="home-portfolio__number" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <span className="home-portfolio__title">{project.project_name}</span>
                  <span className="home-portfolio__icon" aria-hidden="true" />
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                className="home-portfolio__panel"
                hidden={!isOpen}
              >
                <p>{project.project_description}</p>
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
