import { Link } from 'react-router';
import { SLIDERS } from '../../../content/constants';
import { ALTERNATE_HOME_LABELS } from '../../../content/alternate-homes';
import { CASE_STUDIES } from '../../../content/portfolio';
import { CardSlider } from '../../components/slider/card-slider';
import type { CardSliderSettings } from '../../components/slider/use-card-slider';
import { Picture } from '../../components/picture';

const SETTINGS: CardSliderSettings = {
  ...SLIDERS.caseStudy,
  label: ALTERNATE_HOME_LABELS.caseStudySlider,
};

/** One case study at a time: its picture, the problem and the result, and a link to the story. */
export function CaseStudySlider() {
  return (
    <CardSlider
      className="home-2-cases"
      settings={SETTINGS}
      items={CASE_STUDIES}
      itemKey={(study) => study.id}
      renderItem={(study) => {
        const picture = study.pictures[0];
        return (
          <article className="home-2-case">
            {picture && <Picture picture={picture} className="home-2-case__image" />}
            <div className="home-2-case__body">
              <p className="home-2-case__label">{study.label}</p>
              <h3>{study.title}</h3>
              <p className="home-2-case__client">{study.client}</p>
              <p>{study.result}</p>
              <Link
                className="btn btn--primary"
                to={`/portfolio-details/${study.id}`}
                aria-label={ALTERNATE_HOME_LABELS.readCaseStudyOf(study.label)}
              >
                {ALTERNATE_HOME_LABELS.readCaseStudy}
              </Link>
            </div>
          </article>
        );
      }}
    />
  );
}
