// The jobs open at the plants and sales offices, shown above the career form. Each Apply adds
// the position to the application's message, so the career submission needs no new field.

export interface OpenPosition {
  /** Stable key, kebab-case. */
  id: string;
  title: string;
  location: string;
  /** Full time, shifts, contract... */
  type: string;
  /** Two or three sentences: the work and who we look for. */
  summary: string;
  /** Where the job is, for job search engines: town, state or province, ISO country code. */
  place: { locality: string; region: string; country: 'IN' | 'LK' };
  /** The terms as job search engines name them. */
  employment: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY';
  /** When the opening was published and the last day applications are read (ISO dates). */
  posted: string;
  closes: string;
}

export const OPEN_POSITIONS: OpenPosition[] = [
  {
    id: 'qc-chemist',
    title: 'QC Chemist',
    location: 'Satara, Maharashtra',
    type: 'Full time',
    summary:
      'Test raw materials and every batch of resin and gelcoat (viscosity, gel time, acid value, solids) against its specification and issue the certificates of analysis. M.Sc. Chemistry with two years in a resin, paint or adhesives laboratory.',
    place: { locality: 'Satara', region: 'Maharashtra', country: 'IN' },
    employment: 'FULL_TIME',
    posted: '2026-11-02',
    closes: '2027-01-31',
  },
  {
    id: 'production-shift-officer',
    title: 'Production Shift Officer',
    location: 'Satara, Maharashtra',
    type: 'Full time, rotating shifts',
    summary:
      'Run a shift on the reactor floor: charge, cook and thin batches to the process sheet, keep styrene and peroxide handling safe and hand over complete batch records. B.E. Chemical or a diploma with three years in polymer production.',
    place: { locality: 'Satara', region: 'Maharashtra', country: 'IN' },
    employment: 'FULL_TIME',
    posted: '2026-11-02',
    closes: '2027-01-31',
  },
  {
    id: 'technical-service-engineer',
    title: 'Technical Service Engineer',
    location: 'Colombo, Sri Lanka',
    type: 'Full time',
    summary:
      'Visit FRP fabricators across Sri Lanka, run trials of our resins and gelcoats in their moulds and solve curing, laminate and finish problems on site. A composites or polymer background; Sinhala and English.',
    place: { locality: 'Colombo', region: 'Western Province', country: 'LK' },
    employment: 'FULL_TIME',
    posted: '2026-10-20',
    closes: '2027-01-15',
  },
  {
    id: 'sales-executive',
    title: 'Sales Executive',
    location: 'Pune, Maharashtra',
    type: 'Full time',
    summary:
      'Grow our accounts with FRP, pultrusion and engineered stone makers in western Maharashtra: quotations, samples, follow-up and collections. A graduate with two years selling industrial chemicals, and a driving licence.',
    place: { locality: 'Pune', region: 'Maharashtra', country: 'IN' },
    employment: 'FULL_TIME',
    posted: '2026-11-16',
    closes: '2027-02-15',
  },
];
