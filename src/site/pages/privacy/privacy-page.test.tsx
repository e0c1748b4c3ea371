import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../../../content/company';
import { LEGAL_DATE } from '../../../content/constants';
import { PRIVACY_DATE } from '../../../content/privacy-policy';
import { OPTIONAL_CONSENTS, periodText } from '../../../content/privacy-notice';
import { RETENTION_DAYS } from '../../../content/retention';
import PrivacyPage from './privacy-page';

function renderPage() {
  render(
    <MemoryRouter>
      <PrivacyPage />
    </MemoryRouter>,
  );
}

/** The facts listed under a form's heading, as "term: text". */
function facts(formHeading: string): Record<string, string> {
  const card = screen.getByRole('heading', { level: 3, name: formHeading }).closest('section')!;
  const terms = within(card).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

const years = (days: number) => periodText(days, 'en')!;

describe('the privacy page', () => {
  it('carries its own date, not the date of the original policy', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy Policy');
    expect(screen.getByText(PRIVACY_DATE).tagName).toBe('TIME');
    expect(PRIVACY_DATE).not.toBe(LEGAL_DATE);
  });

  it('itemises every form: data, purpose, how long, recipients', () => {
    renderPage();
    const forms = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(forms).toEqual([
      'Contact form',
      'Enquiry form',
      'Career form',
      'Quotation request',
      'Product review',
      'Sample request',
    ]);
    for (const form of forms) {
      expect(Object.keys(facts(form!)).slice(0, 4)).toEqual([
        'What we collect',
        'Why',
        'How long we keep it',
        'Who receives it',
      ]);
    }
  });

  it('states the default retention periods the sweep applies', () => {
    renderPage();
    expect(facts('Contact form')['How long we keep it']).toMatch(
      new RegExp(`^${years(RETENTION_DAYS.contact)} from the day you send it`),
    );
    expect(facts('Enquiry form')['How long we keep it']).toContain(years(RETENTION_DAYS.inquiry));
    expect(facts('Quotation request')['How long we keep it']).toContain(
      years(RETENTION_DAYS.quotation),
    );
    expect(facts('Product review')['How long we keep it']).toContain(years(RETENTION_DAYS.review));
    expect(facts('Sample request')['How long we keep it']).toMatch(
      new RegExp(`^${years(RETENTION_DAYS.sample)} from the day you send it`),
    );
    const career = facts('Career form')['How long we keep it'];
    expect(career).toContain(`${years(RETENTION_DAYS.career)} from the day you send it`);
    expect(career).toContain(
      `If you tick "${OPTIONAL_CONSENTS.career[0]!.label}", ${years(RETENTION_DAYS.careerKept)}.`,
    );
    expect(screen.getByText(/marks? as likely spam/).textContent).toContain('30 days');
  });

  it('names dealers as recipients of the leads sent on their sites or to them, and never of applications', () => {
    renderPage();
    expect(facts('Contact form')['Who receives it']).toContain(
      "If you send it on a dealer's website, that dealer also gets a copy",
    );
    expect(facts('Enquiry form')['Who receives it']).toContain(
      "If you send it on a dealer's website, or through a dealer you choose in our dealer finder, that dealer also gets a copy",
    );
    expect(facts('Career form')['Who receives it']).toContain('Never a dealer');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Dealers who show our forms' }),
    ).toBeTruthy();
  });

  it('lists the rights under the Indian and the Sri Lankan law', () => {
    renderPage();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    for (const right of [
      'Access',
      'Correction',
      'Erasure',
      'Withdrawal of consent',
      'Grievance',
      'Nomination',
      'Rectification',
      'Review of automated decisions',
      'Appeal',
    ]) {
      expect(terms).toContain(right);
    }
    const text = document.body.textContent ?? '';
    expect(text).toContain('Digital Personal Data Protection Act, 2023');
    expect(text).toContain('Digital Personal Data Protection Rules, 2025');
    expect(text).toContain('Personal Data Protection Act, No. 9 of 2022');
  });

  it('says how to withdraw consent and where to complain', () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 2, name: 'How to withdraw your consent' }),
    ).toBeTruthy();
    const complain = screen
      .getByRole('heading', { level: 2, name: 'How to complain' })
      .closest('section')!;
    expect(complain.textContent).toContain('Data Protection Board of India');
    expect(complain.textContent).toContain('Data Protection Authority of Sri Lanka');
  });

  it('gives the grievance officer by name with a working e-mail link', () => {
    renderPage();
    const { name, email } = COMPANY.grievanceOfficer;
    const card = screen.getByText(name).closest('address')!;
    const link = within(card).getByRole('link', { name: email.display });
    expect(link.getAttribute('href')).toBe(email.href);
    expect(within(card).getByRole('link', { name: COMPANY.phone.display })).toBeTruthy();
  });
});
