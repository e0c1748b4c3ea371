import { ApplicationList } from '../../../widgets/application-list/application-list';
import '../../../widgets/application-list/application-list.css';
import '../../../forms/inquiry/inquiry-form.css';
// Each application's Enquire button opens the form in the shared dialog.
import '../../../ui/dialog/dialog.css';
import { EnquireLink } from '../../components/enquire-link';
import { PageBanner } from '../../components/page-banner';
import { useSiteText } from '../../i18n/site-words';
import './applications-page.css';

export default function ApplicationsPage() {
  const { pageText } = useSiteText();
  return (
    <div className="applications-page">
      <PageBanner title={pageText.applicationsTitle} />
      <section className="section" aria-label={pageText.applicationsTitle}>
        <div className="container">
          <p className="section__intro applications-page__intro">
            {pageText.applicationsPageIntro}
          </p>
          <ApplicationList
            enquire
            applicationPages
            preloadedFirstPicture
            enquireWithoutScript={(slug, name) => <EnquireLink subject={slug} label={name} />}
          />
        </div>
      </section>
    </div>
  );
}
