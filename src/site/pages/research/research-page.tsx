import { RD_SECTION } from '../../../content/media';
import { Reveal } from '../../../ui/reveal/reveal';
import { PageBanner } from '../../components/page-banner';
import { Picture } from '../../components/picture';
import { CheckList } from '../../components/check-list';
import '../../styles/content.css';
import './research-page.css';

/** Research and development: laboratory, quality control and product development. */
export default function ResearchPage() {
  return (
    <>
      <PageBanner title={RD_SECTION.heading} />
      <section className="section">
        <div className="container split">
          <Reveal>
            <p className="research__intro">{RD_SECTION.intro}</p>
          </Reveal>
          <Reveal delay={1} className="media-frame">
            <Picture picture={RD_SECTION.image} load="high" />
          </Reveal>
        </div>
      </section>
      <section className="section section--alt">
        <div className="container grid grid--3">
          {RD_SECTION.blocks.map((block, index) => (
            <Reveal as="article" key={block.title} delay={index} className="card research__block">
              <h2>{block.title}</h2>
              <p>{block.text}</p>
              <CheckList items={block.points} flush />
            </Reveal>
          ))}
        </div>
      </section>
    </>
  );
}
