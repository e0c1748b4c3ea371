// Schemas and counts the template-area content tests share. Full zod: this file never reaches the
// browser.
import { z } from 'zod';
import { PRODUCTS } from '../products';

const AREAS = ['blog', 'portfolio', 'services', 'home-alt', 'about-alt', 'shop', 'reviews'];

/** A new picture: a .webp under its area's folder, with a description an artist can draw from. */
export const newPictureSchema = z.strictObject({
  src: z.string().regex(new RegExp(`^images/(${AREAS.join('|')}|testimonials)/[a-z0-9-]+\\.webp$`)),
  alt: z.string().min(30),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** Pictures reused from the existing content keep their own files. */
const existingPictureSchema = z.strictObject({
  src: z
    .string()
    .regex(
      /^images\/(?!(blog|portfolio|services|home-alt|about-alt|shop|reviews)\/)[a-z0-9/-]+\.(svg|webp)$/,
    ),
  alt: z.string().min(3),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  widths: z.optional(z.array(z.number().int().positive())),
  avif: z.optional(z.literal(true)),
});

export const pictureSchema = z.union([newPictureSchema, existingPictureSchema]);
export const isoDate = z.iso.date();
export const text = (min = 20) => z.string().min(min);
const productTitles = new Set(PRODUCTS.map((product) => product.title));
export const productTitle = z.string().refine((title) => productTitles.has(title), 'not a product');

export function words(value: string): number {
  return value.split(/\s+/).filter(Boolean).length;
}

export function sentences(value: string): number {
  return value.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
}

/** A new picture drawn at exactly this size. */
export function sized(width: number, height: number) {
  return newPictureSchema.extend({ width: z.literal(width), height: z.literal(height) });
}
