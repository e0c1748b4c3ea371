import { CAREER_COPY } from '../../../content/page-copy';
import { SITE_TEXT } from '../../../content/site-text';
import { Reveal } from '../../../ui/reveal/reveal';
import { CareerForm } from '../../../forms/career/career-form';
import '../../../forms/career/career-form.css';
import { PageBanner } from '../../components/page-banner';
import '../../styles/content.css';

/** Career: 'Join Our Team' and the career application form. */
export default function CareerPage() {
  return (
    <>
      <PageBanner title={SITE_TEXT.joinOurTeam} />
      <section className="section">
        <div className="container split">
          <Reveal>
            <h2>{CAREER_COPY.heading}</h2>
            <p>{CAREER_COPY.plants}</p>
            <p>{CAREER_COPY.safety}</p>
            <h3>{CAREER_COPY.rolesHeading}</h3>
            <ul className="check-list">
              {CAREER_COPY.roles.map((role) => (
                <li key={role}>{role}</li>
              ))}
            </ul>
            <p className="section__intro" style={{ marginTop: '1.5rem' }}>
              {CAREER_COPY.closing}
            </p>
          </Reveal>
          <Reveal delay={1} className="card form-card">
            <h2>{CAREER_COPY.formHeading}</h2>
            <CareerForm />
          </Reveal>
        </div>
      </section>
    </>
  );
}
