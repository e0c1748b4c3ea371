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

function picture(name: string, alt: string, width: number, height: number): Picture {
  return { src: `images/blog/${name}.webp`, alt, width, height };
}

export function postPictures(slug: string, alts: PostPictureAlts): PostPictures {
  return {
    thumbnail: picture(`${slug}-thumb`, alts.main, 640, 400),
    mainimage: picture(`${slug}-main`, alts.main, 1200, 675),
    extraimg1: picture(`${slug}-extra-1`, alts.extra1, 800, 600),
    extraimg2: picture(`${slug}-extra-2`, alts.extra2, 800, 600),
    smimg: picture(`${slug}-small`, alts.small, 160, 160),
  };
}
