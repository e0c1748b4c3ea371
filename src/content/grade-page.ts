// The words of a grade's own page (/products/<grade id>): one page per grade of the catalogue,
// so each can be found, linked and shared by its name.

export const GRADE_PAGE_TEXT = {
  breadcrumb: 'Products',
  propertiesHeading: 'Typical properties',
  propertiesNote:
    'Typical values, not a specification. Each lot ships with its certificate of analysis.',
  propertyColumn: 'Property',
  valueColumn: 'Typical value',
  characteristicsHeading: 'Key Characteristics',
  applicationsHeading: 'Applications it suits',
  dataSheetsHeading: 'Technical and safety data sheets',
  enquireHeading: 'Ask about this grade',
  enquireText:
    'Tell us your process and volumes; our technical team replies with a recommendation and a quotation.',
  otherGradesHeading: 'Other grades',
  /** On each card of the Products page: the link to the grade's own page. */
  detailsLink: 'Grade details',
  /** Under the Products page's introduction: the comparison and the calculator. */
  compareAll: 'Compare the grades side by side',
  calculator: 'Gel time and quantity calculator',
  /** Under a grade's properties: the comparison with this grade picked, and the calculator on it. */
  compareWithOthers: 'Compare with other grades',
  requestSample: 'Request a sample',
  calculatorForGrade: 'Catalyst, resin and glass for this grade',
  unknownText: 'This grade is not in our catalogue. See all our resins on the Products page.',
} as const;
