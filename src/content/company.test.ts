import { describe, expect, it } from 'vitest';
import { COMPANY } from './company';

const GST_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN's last character: a base-36 checksum of the first fourteen (weights 1, 2, 1, ...). */
function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GST_CHARSET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GST_CHARSET[(36 - (sum % 36)) % 36]!;
}

describe('contact details a buyer can use', () => {
  it('links WhatsApp as wa.me/<country code and number>?text=<the prefilled message>', () => {
    const { whatsApp } = COMPANY;
    const url = new URL(whatsApp.href);
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toMatch(/^\/\d{11,15}$/);
    expect(url.pathname.slice(1)).toBe(whatsApp.digits);
    expect(url.searchParams.get('text')).toBe(whatsApp.message);
    expect(whatsApp.message.length).toBeGreaterThan(10);
    expect(whatsApp.display.replace(/\D/g, '')).toBe(whatsApp.digits);
  });

  it('gives the Sri Lanka plant a Sri Lankan number (+94) and India its own (+91)', () => {
    const { maharashtra, sriLanka } = COMPANY.addresses;
    expect(sriLanka.phone.display).toMatch(/^\+94 \d{2} \d{3} \d{4}$/);
    expect(sriLanka.phone.href).toBe(`tel:${sriLanka.phone.display.replace(/\s/g, '')}`);
    expect(maharashtra.phone).toEqual(COMPANY.phone);
    expect(COMPANY.phone.display).toMatch(/^\+91 /);
  });

  it('gives each country of supply a 24-hour emergency line dialled in that country', () => {
    const codes = { IN: '+91', LK: '+94' } as const;
    const plants = Object.values(COMPANY.addresses);
    expect(COMPANY.emergencyPhones.map((line) => line.country)).toEqual(
      plants.map((plant) => plant.parts.country),
    );
    for (const { country, phone } of COMPANY.emergencyPhones) {
      expect(phone.display).toMatch(new RegExp(`^\\${codes[country]} \\d{2} \\d{3,4} \\d{4}$`));
      expect(phone.href).toBe(`tel:${phone.display.replace(/\s/g, '')}`);
      expect(plants.map((plant) => plant.phone.display)).not.toContain(phone.display);
    }
  });

  it('has a CIN of 21 characters: listing, industry, Maharashtra, founding year, PTC, number', () => {
    const { cin } = COMPANY.registration;
    expect(cin).toHaveLength(21);
    expect(cin).toMatch(/^[LU]\d{5}MH\d{4}PTC\d{6}$/);
    expect(cin.slice(8, 12)).toBe(String(COMPANY.foundedYear));
  });

  it('has a GSTIN of 15 characters: state 27, a company PAN, entity, Z and a valid check character', () => {
    const { gstin } = COMPANY.registration;
    expect(gstin).toMatch(/^27[A-Z]{3}C[A-Z]\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
    // The PAN's fifth letter is the first letter of the company's name.
    expect(gstin[6]).toBe(COMPANY.name[0]);
    expect(gstin[14]).toBe(gstinCheckCharacter(gstin.slice(0, 14)));
  });

  it('checks GSTINs the way the GST portal does (a published GSTIN passes, one changed fails)', () => {
    expect(gstinCheckCharacter('27AAACR5055K1Z')).toBe('7');
    expect(gstinCheckCharacter('27AAACR5055K2Z')).not.toBe('7');
  });

  it('points each social icon at a profile on its own network, over https', () => {
    const hosts = COMPANY.social.map((social) => [social.label, new URL(social.href).hostname]);
    expect(hosts).toEqual([
      ['Facebook', 'www.facebook.com'],
      ['LinkedIn', 'www.linkedin.com'],
      ['YouTube', 'www.youtube.com'],
      ['Instagram', 'www.instagram.com'],
    ]);
    for (const social of COMPANY.social) {
      expect(social.href).toMatch(/^https:\/\/[^#]+\/[\w@.-]+/);
    }
  });
});
