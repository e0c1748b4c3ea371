// The picture schema the content tests share. Full zod: this file never reaches the browser.
import { z } from 'zod';

/** A picture the content points to: a file under public/images with its size and a real alt. */
export const pictureSchema = z.strictObject({
  src: z.string().regex(/^images\/[a-z0-9/-]+\.(svg|webp)$/),
  alt: z.string().min(3),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  widths: z.array(z.number().int().positive()).optional(),
  avif: z.literal(true).optional(),
});
