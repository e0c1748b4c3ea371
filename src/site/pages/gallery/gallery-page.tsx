import { GALLERY } from '../../../content/media';
import { PAGE_TITLES, SITE_TEXT } from '../../../content/site-text';
import { PageBanner } from '../../components/page-banner';
import { PictureGrid } from '../../components/picture-grid';
import '../../styles/content.css';

const ITEMS = GALLERY.map((item) => ({ id: item.id, picture: item.src }));

/** Gallery: six pictures, each opening the lightbox. */
export default function GalleryPage() {
  return (
    <>
      <PageBanner title={PAGE_TITLES.gallery} />
      <section className="section">
        <div className="container">
          <p className="section__intro">
            A look inside our plants: the reactor hall, the tank farm, the filling line, the quality
            control laboratory and the dispatch yard.
          </p>
          <PictureGrid items={ITEMS} label={SITE_TEXT.gallery} />
        </div>
      </section>
    </>
  );
}
