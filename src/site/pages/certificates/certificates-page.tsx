import { CERTIFICATES } from '../../../content/media';
import { PAGE_TITLES } from '../../../content/site-text';
import { PageBanner } from '../../components/page-banner';
import { PictureGrid } from '../../components/picture-grid';
import '../../styles/content.css';
import { CERTIFICATES_INTRO } from '../../../content/page-copy';

const ITEMS = CERTIFICATES.map((certificate) => ({
  id: certificate.id,
  picture: certificate.image,
  caption: certificate.name,
}));

/** Certificates: three certificate images, each opening the lightbox. */
export default function CertificatesPage() {
  return (
    <>
      <PageBanner title={PAGE_TITLES.certificates} />
      <section className="section">
        <div className="container">
          <p className="section__intro">{CERTIFICATES_INTRO}</p>
          <PictureGrid items={ITEMS} label={PAGE_TITLES.certificates} shape="portrait" />
        </div>
      </section>
    </>
  );
}
