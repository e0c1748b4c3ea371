import { COMPANY } from '../../../content/company';
import { SITE_TEXT } from '../../../content/messages';
import { Reveal } from '../../../ui/reveal/reveal';
import { CareerForm } from '../../../widgets/career-form/career-form';
import '../../../widgets/career-form/career-form.css';
import { PageBanner } from '../../layout/page-banner';
import '../../styles/content.css';

const ROLES = [
  'Polymer chemists for research and development and quality control',
  'Production engineers and reactor operators',
  'Maintenance technicians (mechanical, electrical and instrumentation)',
  'Technical sales and application engineers',
];

/** Career (SPEC 2.5): 'Join Our Team' and the career application form. */
export default function CareerPage() {
  const { maharashtra, sriLanka } = COMPANY.addresses;
  return (
    <>
      <PageBanner title={SITE_TEXT.joinOurTeam} />
      <section className="section">
        <div className="container split">
          <Reveal>
            <h2>Work at our resin plants</h2>
            <p>
              Our teams run the reactors, laboratories and dispatch at the {maharashtra.title} (
              {maharashtra.lines[1]}) and the {sriLanka.title} ({sriLanka.lines[1]}). You will work
              with experienced chemists and engineers, learn how resins are designed and made, and
              see them in our customers&rsquo; products.
            </p>
            <p>
              Safety comes first on our plant floors: training, protective equipment and clear
              procedures for handling styrene and peroxides are part of every job.
            </p>
            <h3>People we often look for</h3>
            <ul className="check-list">
              {ROLES.map((role) => (
                <li key={role}>{role}</li>
              ))}
            </ul>
            <p className="section__intro" style={{ marginTop: '1.5rem' }}>
              Send your application with your resume as a PDF. We read every application and keep
              suitable profiles for future openings.
            </p>
          </Reveal>
          <Reveal delay={1} className="card form-card">
            <h2>Apply now</h2>
            <CareerForm />
          </Reveal>
        </div>
      </section>
    </>
  );
}
