// The words of the grade comparison (/products/compare): every grade's typical properties side
// by side, narrowed to two to four grades. Figures, units, grade names and codes are not words
// here: the page writes them as the data sheets print them (grade-figures.ts).

/** How many grades a visitor picks to see them alone; with fewer the table shows them all. */
export const COMPARE_PICK = { min: 2, max: 4 } as const;

export const COMPARE_TEXT = {
  intro:
    'The typical properties of all our grades side by side, as their technical data sheets give them. Pick two to four grades to see them alone: the address keeps your choice, so you can bookmark it or send it to a colleague.',
  pickLegend: 'Grades to compare',
  pickHint: 'Pick two to four grades; with fewer, the table shows them all.',
  pickFull: 'Four grades picked: clear one to pick another.',
  showAll: 'Show all grades',
  showing: (shown: number, total: number) => `The table shows ${shown} of ${total} grades.`,
  caption: 'Typical properties of the grades',
  scrollHint: 'On a narrow screen the table scrolls sideways; the property names stay in view.',
  propertyColumn: 'Property',
  properties: {
    viscosity: 'Viscosity at 25 °C',
    gelTime: 'Gel time at 25 °C',
    hdt: 'Heat deflection temperature',
    tensile: 'Tensile strength',
    elongation: 'Elongation at break',
    barcol: 'Barcol hardness',
    styrene: 'Styrene content',
    shelfLife: 'Shelf life',
    packs: 'Pack sizes',
    dataSheet: 'Technical data sheet',
  },
  months: (count: number) => (count === 1 ? `${count} month` : `${count} months`),
  packs: {
    'closed-drum': (size: string) => `${size} drum`,
    'open-drum': (size: string) => `${size} drum`,
    pail: (size: string) => `${size} pail`,
    ibc: (size: string) => `${size} IBC`,
    tanker: 'bulk tanker on request',
  },
  tdsLink: 'TDS (PDF)',
  notesHeading: 'About these figures',
  notes: {
    typical:
      'Typical values, not a specification: each lot ships with its own certificate of analysis.',
    gelTime: (test: string) => `Gel time in the laboratory test, with ${test}.`,
    cast: 'Heat deflection temperature, tensile strength and elongation are measured on unfilled castings, post-cured; for a gelcoat on its clear base resin, and its Barcol hardness on the cured film.',
    gelcoatViscosity: 'A gelcoat’s viscosity is measured with spindle 4 at 20 rpm.',
    rod: 'The optical fibre rod resin is cast and cured hot; the strength of its pultruded rods is on its data sheet.',
  },
  calculatorLink: 'Work out the catalyst, accelerator, resin and glass for a grade',
} as const;
