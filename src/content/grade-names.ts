// The catalogue's grades by id with their names, apart from the rest of each grade's content:
// the dealer finder names the grades each dealer stocks and filters by them on partner pages,
// where the whole catalogue (descriptions, properties, prices) would be weight nobody reads.
// The catalogue itself (products.ts) takes each grade's title from here.

export const GRADE_NAMES = {
  'general-purpose-orthophthalic': 'General Purpose Orthophthalic Resin',
  isophthalic: 'Isophthalic Resin',
  'isophthalic-npg': 'Isophthalic-NPG Resin',
  'pta-based': 'PTA Based Resin',
  'recycled-pet': 'Recycled PET (R-PET) Based Resin',
  'orthophthalic-gelcoat': 'Orthophthalic Gelcoat',
  'isophthalic-gelcoat': 'Isophthalic Gelcoat',
  'isophthalic-npg-gelcoat': 'Isophthalic-NPG Gelcoat',
  'optical-fiber-rod': 'Optical Fiber Rod Resin',
} as const;

/** A catalogue grade's id, which is also its page's address ('/products/isophthalic'). */
export type GradeId = keyof typeof GRADE_NAMES;

/** Every grade id, in catalogue order. */
export const GRADE_IDS = Object.keys(GRADE_NAMES) as GradeId[];
