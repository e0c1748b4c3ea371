import { PAGE_TEXT } from '../../../content/site-text';
import { ApplicationList } from '../../../widgets/application-list/application-list';
import '../../../widgets/application-list/application-list.css';
import '../../../forms/inquiry/inquiry-form.css';
// Each application's Enquire button opens the form in the shared dialog.
import '../../../ui/dialog/dialog.css';
import { PageBanner } from '../../components/page-banner';
import './applications-page.css';

export default function ApplicationsPage() {
  return (
    <div className="applications-page">
      <PageBanner title={PAGE_TEXT.applicationsTitle} />
      <section className="section" aria-label={PAGE_TEXT.applicationsTitle}>
        <div className="container">
          <p className="section__intro applications-page__intro">
            {PAGE_TEXT.applicationsPageIntro}
          </p>
          <ApplicationList enquire applicationPages preloadedFirstPicture />
        </div>
      </section>
    </div>
  );
}
