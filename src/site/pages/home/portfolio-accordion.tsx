import { useState } from 'react';
import type { PortfolioProject } from '../../../content/types';
import { Accordion } from '../../components/accordion';
import { Picture } from '../../components/picture';
import './portfolio-accordion.css';

export interface PortfolioAccordionProps {
  projects: readonly PortfolioProject[];
}

/**
 * One project open at a time, the first by default, with the open project's picture beside the
 * list. The open panel cannot be collapsed (there would be no picture to show).
 */
export function PortfolioAccordion({ projects }: PortfolioAccordionProps) {
  const [openIndex, setOpenIndex] = useState(0);
  const open = projects[openIndex] ?? projects[0];
  if (!open) return null;

  return (
    <div className="home-portfolio">
      <figure className="home-portfolio__media">
        <Picture picture={open.src} className="home-portfolio__image" />
        <figcaption className="home-portfolio__category">{open.category}</figcaption>
      </figure>
      <Accordion
        items={projects}
        itemKey={(project) => project.id}
        openIndex={openIndex}
        onOpenChange={(index) => setOpenIndex(index ?? openIndex)}
        headingLevel={3}
        block="home-portfolio"
        renderButton={(project, index) => (
          <>
            <span className="home-portfolio__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <span className="home-portfolio__title">{project.project_name}</span>
            <span className="home-portfolio__icon" aria-hidden="true" />
          </>
        )}
        renderPanel={(project) => <p>{project.project_description}</p>}
      />
    </div>
  );
}
