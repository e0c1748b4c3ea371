import { APPLICATIONS, RESIN_TYPES } from '../../../content/applications';
import { GALLERY } from '../../../content/media';
import { gradesOfType } from '../../../content/resin-grades';
import type { Picture, Product } from '../../../content/types';

export interface GalleryPicture {
  picture: Picture;
  /** What the picture shows in relation to the grade, under it. */
  caption?: string;
}

/** The plant pictures that show how every grade leaves: filled into drums, dispatched in IBCs. */
const PACKING_PHOTOS = ['drum-filling', 'dispatch-yard'];

/**
 * What a grade's gallery can honestly show: its own picture, up to three applications its resin
 * type suits (from the applications list) and the filling line and dispatch yard it leaves by.
 */
export function galleryPictures(product: Product): GalleryPicture[] {
  const types = RESIN_TYPES.filter((type) =>
    gradesOfType(type).some((grade) => grade.id === product.id),
  );
  const applications = APPLICATIONS.filter((application) =>
    application.service_Right.some((type) => types.includes(type)),
  ).slice(0, 3);
  const packing = GALLERY.filter((item) =>
    PACKING_PHOTOS.some((name) => item.src.src.includes(`/${name}.`)),
  );
  return [
    { picture: product.thumbnail },
    ...applications.map((application) => ({
      picture: application.src,
      caption: application.service_name,
    })),
    ...packing.map((item) => ({ picture: item.src })),
  ];
}
