// What each certificate says. The ISO registrar and the testing laboratory are placeholder
// bodies; CHEMEXCIL is named because media.ts names it. Dates follow the news: the ISO
// certificate was renewed on 12 March 2026 for three years.
import type { CertificateSpec } from './certificates';

const SCOPE = [
  'Manufacture and supply of unsaturated polyester,',
  'gelcoat and optical fibre rod resins',
];

export const CERTIFICATE_SPECS: Record<string, CertificateSpec & { sites: 'both' | 'main' }> = {
  'iso-9001-2015': {
    sites: 'both',
    accent: '#0b5d3b',
    issuer: 'QualiCert Registrar India',
    issuerNote: 'Management system certification body (placeholder)',
    monogram: 'QCR',
    title: 'CERTIFICATE OF REGISTRATION',
    intro: 'This is to certify that the quality management system of',
    standard: 'ISO 9001:2015',
    standardNote: 'has been assessed and found to conform to the requirements of the standard',
    scopeHeading: 'SCOPE OF CERTIFICATION',
    scope: SCOPE,
    facts: [
      ['Certificate No.', 'QCR/QMS/IN/26/0457'],
      ['First certified', '14 March 2008'],
      ['Date of issue', '12 March 2026'],
      ['Valid until', '11 March 2029'],
    ],
    sealText: 'QUALICERT * CERTIFIED * ',
    sealCentre: 'ISO',
    signatory: 'R. Menon, Head of Certification',
    footer: 'Subject to annual surveillance audits. Verify at qualicert.example/verify',
  },
  'bis-test-report': {
    sites: 'main',
    accent: '#1e4e8c',
    issuer: 'Sahyadri Polymer Testing Laboratory',
    issuerNote: 'Testing laboratory to ISO/IEC 17025 (placeholder)',
    monogram: 'SPL',
    title: 'TEST REPORT',
    intro: 'Samples of unsaturated polyester resin submitted by',
    standard: 'IS 6746',
    standardNote: 'Unsaturated polyester resin systems: specification',
    scopeHeading: 'SAMPLES TESTED',
    scope: ['General purpose orthophthalic and isophthalic resin,', 'batches 2601-14 and 2601-22'],
    table: [
      ['Test', 'Requirement', 'Result'],
      ['Viscosity at 25 °C, mPa·s', '400 to 700', '520'],
      ['Acid value, mg KOH/g', '30 max.', '22'],
      ['Gel time at 25 °C, min', '10 to 20', '14'],
      ['Volatile matter, %', '30 to 40', '35'],
      ['Barcol hardness, cured', '35 min.', '42'],
    ],
    facts: [
      ['Report No.', 'SPTL/UPR/26/1182'],
      ['Date of issue', '16 February 2026'],
      ['Valid until', '15 February 2027'],
    ],
    sealText: 'SAHYADRI LAB * TESTED * ',
    sealCentre: 'PASS',
    signatory: 'Dr. S. Kale, Technical Manager',
    footer: 'Results relate only to the samples tested. Conforms to IS 6746.',
  },
  'chemexcil-membership': {
    sites: 'main',
    accent: '#7b341e',
    issuer: 'CHEMEXCIL',
    issuerNote: 'Chemicals Export Promotion Council, Mumbai',
    monogram: 'CX',
    title: 'REGISTRATION-CUM-MEMBERSHIP',
    intro: 'This certificate of registration and membership is granted to',
    standard: 'RCMC',
    standardNote: 'Registered as: Manufacturer Exporter',
    scopeHeading: 'PRODUCTS REGISTERED',
    scope: ['Synthetic resins: unsaturated polyester, gelcoat', 'and optical fibre rod resins'],
    facts: [
      ['RCMC No.', 'CX/MUM/2024/3391'],
      ['Panel', 'Plastics and resins'],
      ['Date of issue', '1 April 2024'],
      ['Valid until', '31 March 2029'],
    ],
    sealText: 'CHEMEXCIL * MEMBER * ',
    sealCentre: 'RCMC',
    signatory: 'Deputy Director, Membership',
    footer: 'Renewable every five years on payment of the annual subscription.',
  },
};
