// The facts every form's privacy notice states: the site's address, the grievance officer and
// where the privacy page is. They live apart from the company's whole profile (company.ts, which
// re-exports the first two), because a module is bundled whole: a form embedded in a partner's
// page carries these few lines, not every address, link and registration of the company.

/** The public site's origin, for absolute links (no trailing slash). */
export const COMPANY_WEBSITE = 'https://www.kalparesins.example';

// A placeholder person until the company appoints one. Every form's notice names this person,
// so a change here is a new notice version (privacy-notice.ts).
export const GRIEVANCE_OFFICER = {
  name: 'Meera Joshi',
  role: 'Grievance Officer',
  email: { display: 'privacy@kalparesins.example', href: 'mailto:privacy@kalparesins.example' },
};

/** The privacy page's route on the site. */
export const PRIVACY_PAGE_PATH = '/privacy';
/** The privacy page from anywhere, e.g. a form embedded in a dealer's website. */
export const PRIVACY_PAGE_URL = `${COMPANY_WEBSITE}/#${PRIVACY_PAGE_PATH}`;
