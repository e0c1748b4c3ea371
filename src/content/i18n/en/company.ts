// The words of the company's record that the shell shows: the tagline under the logo, the
// plants' headings, the download labels, the WhatsApp greeting and the grievance officer's role.
// Names, addresses, numbers and links are not words to translate.
import { COMPANY } from '../../company';

export const companyText = {
  tagline: COMPANY.tagline,
  plants: {
    maharashtra: COMPANY.addresses.maharashtra.title,
    sriLanka: COMPANY.addresses.sriLanka.title,
  },
  downloads: {
    catalogue: COMPANY.downloads.catalogue.label,
    brochure: COMPANY.downloads.brochure.label,
    eCatalog: COMPANY.downloads.eCatalog.label,
  },
  whatsAppMessage: COMPANY.whatsApp.message,
  grievanceOfficerRole: COMPANY.grievanceOfficer.role,
};
