// The few facts of the company's identity that every form's privacy notice states: the site's
// address and the grievance officer. Apart from company.ts (which reads them from here), so a
// form embedded in a partner's page carries these and not the company's whole profile.

/** The public site's origin, for absolute links (no trailing slash). */
export const COMPANY_WEBSITE = 'https://www.kalparesins.example';

// A placeholder person until the company appoints one. Every form's notice names this person,
// so a change here is a new notice version (privacy-notice.ts).
export const GRIEVANCE_OFFICER = {
  name: 'Meera Joshi',
  role: 'Grievance Officer',
  email: { display: 'privacy@kalparesins.example', href: 'mailto:privacy@kalparesins.example' },
};
