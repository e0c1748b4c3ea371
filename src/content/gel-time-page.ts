// The words of the shop-floor calculator (/tools/gel-time): the catalyst and accelerator for a
// gel time at a workshop temperature, and the resin and glass a part takes, with the data and
// rules they come from. Its figures come from cure-guide.ts, laminate-guide.ts and each
// grade's data sheet; the page writes them with their units, so no figure is written here.

/** What the calculator shows before anything is entered: a worked example. */
export const GEL_TIME_DEFAULTS = {
  grade: 'general-purpose-orthophthalic',
  /** °C. */
  temperature: 30,
  /** min. */
  gelTime: 15,
  /** m². */
  area: 10,
  /** mm. */
  thickness: 3,
  process: 'hand-lay-up',
} as const;

export const GEL_TIME_TEXT = {
  intro:
    'For the shop floor: the MEKP catalyst and cobalt accelerator that give the gel time you want at your workshop’s temperature, and the resin and glass a part takes, worked out from each grade’s technical data sheet. What you enter stays in the address, so you can bookmark it, share it or print the answer.',
  formHeading: 'Your job',
  grade: 'Grade',
  gradeNote:
    'The optical fibre rod resin cures hot in the pultrusion die, so it is not here: see its data sheet.',
  cureHeading: 'Gel time',
  temperature: 'Workshop temperature',
  wantedGelTime: 'Gel time you want',
  partHeading: 'The part',
  area: 'Area',
  thickness: 'Laminate thickness',
  process: 'Process',
  processes: {
    'hand-lay-up': 'Hand lay-up',
    'spray-up': 'Spray-up',
    rtm: 'RTM',
    infusion: 'Vacuum infusion',
    pultrusion: 'Pultrusion',
  },
  processOption: (process: string, glass: string) => `${process}, ${glass} glass`,
  between: (min: string, max: string) => `From ${min} to ${max}.`,
  outside: (min: string, max: string) => `Enter a number from ${min} to ${max}.`,
  gelcoatPart:
    'A gelcoat goes on as a film of the thickness its data sheet recommends: its quantity follows from the area alone.',
  resultHeading: 'The answer',
  cureResult: 'Catalyst and accelerator',
  mekp: 'MEKP catalyst',
  cobalt: 'Cobalt accelerator (6 % Co)',
  preAccelerated: 'None to add: the gelcoat is pre-accelerated.',
  share: (percent: string, grams: string) =>
    `${percent} of the resin weight, ${grams} for every kilogram`,
  expected: 'Gel time with these levels',
  spread: (middle: string, range: string) => `${middle}; ${range} across the data sheet’s range`,
  safeRange: 'Safe range on the data sheet',
  safeLevels: (mekp: string, cobalt: string, temperature: string) =>
    `MEKP ${mekp}, cobalt ${cobalt}, workshop ${temperature}`,
  safeGelcoat: (mekp: string, temperature: string) => `MEKP ${mekp}, workshop ${temperature}`,
  warning: 'Warning:',
  tooSlow: (wanted: string, reach: string) =>
    `${wanted} is longer than the slowest cure within the safe range gives at this temperature, ${reach}. These are its levels: do not cut the MEKP or the cobalt below them, or the resin stays under-cured. Work in a cooler part of the day, or ask us for a slower grade.`,
  tooFast: (wanted: string, reach: string) =>
    `${wanted} is shorter than the fastest cure within the safe range gives at this temperature, ${reach}. These are its levels: do not add more MEKP or cobalt, or the laminate overheats and cracks. Warm the workshop and the resin, or ask us for a faster grade.`,
  cold: (min: string) =>
    `Below ${min} the resin may not cure fully: warm the workshop and the resin before you start.`,
  hot: (max: string) =>
    `Above ${max} the resin gels too fast to work and runs hot as it cures: work in a cooler part of the day.`,
  quantitiesResult: 'Resin and glass',
  laminate: 'Laminate',
  resin: 'Resin',
  glass: 'Glass',
  glassPerArea: 'Glass per square metre',
  mekpForResin: 'MEKP for this resin',
  cobaltForResin: 'Cobalt for this resin',
  gelcoat: 'Gelcoat',
  mekpForGelcoat: 'MEKP for this gelcoat',
  noAnswer: 'Correct the marked entries to see the answer.',
  print: 'Print the answer',
  assumptionsHeading: 'Data and assumptions',
  gelData: (grade: string, tested: string, test: string, middle: string) =>
    `${grade}: gel time ${tested} on its data sheet, in the test with ${test}; the calculation takes the middle, ${middle}.`,
  temperatureRule: (degrees: string) =>
    `The gel time halves with every ${degrees} warmer and doubles with every ${degrees} cooler.`,
  levelRule: (mekpFactor: string, cobaltFactor: string) =>
    `Twice the MEKP multiplies the gel time by ${mekpFactor}, twice the cobalt by ${cobaltFactor}.`,
  gelcoatLevelRule: (factor: string) =>
    `Twice the MEKP multiplies the gel time by ${factor}; the gelcoat’s own accelerator stands in for the test’s cobalt.`,
  order:
    'As the data sheet advises, the cobalt sets the gel time, with the MEKP at the test’s level; the MEKP moves only once the cobalt is at an end of its range, and neither goes outside it.',
  gravity: (grade: string, gravity: string, shrinkage: string, cured: string) =>
    `${grade}: specific gravity ${gravity} on its data sheet, the middle taken; it shrinks by ${shrinkage} as it cures, so the cured resin weighs ${cured}.`,
  glassData: (process: string, range: string, typical: string, density: string) =>
    `${process} reaches ${range} glass by weight; the calculation takes ${typical}, of E-glass weighing ${density}.`,
  volume:
    'The laminate’s volume is its area times its thickness, filled by the glass and the cured resin.',
  film: (grade: string, film: string, gravity: string) =>
    `${grade}: a wet film of ${film} and a specific gravity of ${gravity} on its data sheet, the middle of each taken.`,
  waste: 'No allowance for waste, trimming or overspray: add your workshop’s own.',
  guide:
    'A guide for planning, not a specification: check the gel time of each batch in your own conditions before production.',
} as const;
