// The five pictures every blog post carries, named after the post so the artwork of one post
// stays together under images/blog.
import type { BlogPost, Picture } from '../types';

export type PostPictures = Pick<
  BlogPost,
  'thumbnail' | 'mainimage' | 'extraimg1' | 'extraimg2' | 'smimg'
>;

export interface PostPictureAlts {
  /** The main scene; the card thumbnail is a crop of it. */
  main: string;
  extra1: string;
  extra2: string;
  /** A close-up for the 160 x 160 recent-posts square: one subject, no small detail. */
  small: string;
}

function picture(
  name: string,
  alt: string,
  width: number,
  height: number,
  more: Pick<Picture, 'widths' | 'avif'> = {},
): Picture {
  return { src: `images/blog/${name}.webp`, alt, width, height, ...more };
}

/** Thumbnails whose AVIF would not be clearly smaller (a fifth) than their WebP. */
const WEBP_ONLY_THUMBNAILS = new Set(['optical-fibre-rod-resin']);

export function postPictures(slug: string, alts: PostPictureAlts): PostPictures {
  return {
    // The first card's picture is a listing's largest paint, the main one a post's: both come
    // as AVIF too, and the main one at phone widths, so a phone fetches a third of the bytes.
    thumbnail: picture(`${slug}-thumb`, alts.main, 640, 400, {
      avif: !WEBP_ONLY_THUMBNAILS.has(slug),
    }),
    mainimage: picture(`${slug}-main`, alts.main, 1200, 675, { widths: [480, 800], avif: true }),
    extraimg1: picture(`${slug}-extra-1`, alts.extra1, 800, 600),
    extraimg2: picture(`${slug}-extra-2`, alts.extra2, 800, 600),
    smimg: picture(`${slug}-small`, alts.small, 160, 160),
  };
}
