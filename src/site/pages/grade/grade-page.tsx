import { Link, useParams } from 'react-router';
import { APPLICATIONS } from '../../../content/applications';
import { GRADE_PAGE_TEXT as TEXT } from '../../../content/grade-page';
import { FORM_TEXT, MESSAGES } from '../../../content/messages';
import { PRODUCT_TABS, PRODUCTS } from '../../../content/products';
import { gradePagePath, typesOfGrade } from '../../../content/resin-grades';
import type { Product } from '../../../content/types';
import '../../../forms/inquiry/inquiry-form.css';
import { DataSheetLinks } from '../../components/data-sheet-links';
import { PageBanner, type Crumb } from '../../components/page-banner';
import { useInquiryPopup } from '../../components/use-inquiry-popup';
import '../../components/check-list.css';
import './grade-page.css';

const CRUMBS: Crumb[] = [{ label: TEXT.breadcrumb, to: '/products' }];

/**
 * One grade of the catalogue at /products/<grade id>: what it is, its typical properties, the
 * applications it suits, its data sheets and an enquiry, and the way to the other grades.
 */
export default function GradePage() {
  const { grade } = useParams();
  const product = PRODUCTS.find((candidate) => candidate.id === grade);
  if (!product) return <UnknownGrade />;
  return <Grade key={product.id} product={product} />;
}

function Grade({ product }: { product: Product }) {
  const inquiry = useInquiryPopup();
  const types = typesOfGrade(product.id);
  const applications = APPLICATIONS.filter((app) =>
    app.service_Right.some((type) => types.includes(type)),
  );
  const category = PRODUCT_TABS.find((tab) => tab.key === product.category);
  return (
    <div className="grade-page">
      <PageBanner title={product.title} crumbs={CRUMBS} />
      <section className="section" aria-label={product.title}>
        <div className="container grade">
          <div className="grade__intro">
            <img
              className="grade__image"
              src={product.thumbnail.src}
              alt={product.thumbnail.alt}
              width={product.thumbnail.width}
              height={product.thumbnail.height}
              fetchPriority="high"
            />
            <div>
              {category ? <p className="eyebrow">{category.label}</p> : null}
              {product.description.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
              <div className="grade__enquire">
                <h2 className="grade__enquire-heading">{TEXT.enquireHeading}</h2>
                <p>{TEXT.enquireText}</p>
                <button
                  type="button"
                  className="resin-enquire__button"
                  aria-haspopup="dialog"
                  aria-label={FORM_TEXT.enquireAbout(product.title)}
                  onPointerEnter={inquiry.prepare}
                  onFocus={inquiry.prepare}
                  onClick={(event) => inquiry.openFor(product.title, event.currentTarget)}
                >
                  {FORM_TEXT.enquire}
                </button>
              </div>
            </div>
          </div>

          {product.points?.length ? (
            <section aria-labelledby="grade-properties">
              <h2 id="grade-properties">{TEXT.propertiesHeading}</h2>
              <table className="grade__properties">
                <thead>
                  <tr>
                    <th scope="col">{TEXT.propertyColumn}</th>
                    <th scope="col">{TEXT.valueColumn}</th>
                  </tr>
                </thead>
                <tbody>
                  {product.points.map((point) => (
                    <tr key={point.label}>
                      <th scope="row">{point.label}</th>
                      <td>{point.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="grade__note">{TEXT.propertiesNote}</p>
            </section>
          ) : null}

          {product.keyCharacteristics?.length ? (
            <section aria-labelledby="grade-characteristics">
              <h2 id="grade-characteristics">{TEXT.characteristicsHeading}</h2>
              <ul className="check-list">
                {product.keyCharacteristics.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ) : null}

          {applications.length ? (
            <section aria-labelledby="grade-applications">
              <h2 id="grade-applications">{TEXT.applicationsHeading}</h2>
              <ul className="grade__links">
                {applications.map((app) => (
                  <li key={app.slug}>
                    <Link to={app.path}>{app.service_name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="grade-sheets">
            <h2 id="grade-sheets">{TEXT.dataSheetsHeading}</h2>
            <DataSheetLinks productId={product.id} title={product.title} />
          </section>

          <nav aria-labelledby="grade-others">
            <h2 id="grade-others">{TEXT.otherGradesHeading}</h2>
            <ul className="grade__links">
              {PRODUCTS.filter((other) => other.id !== product.id).map((other) => (
                <li key={other.id}>
                  <Link to={gradePagePath(other.id)}>{other.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
      {inquiry.element}
    </div>
  );
}

function UnknownGrade() {
  return (
    <div className="grade-page">
      <PageBanner title={MESSAGES.productNotFound} crumbs={CRUMBS} />
      <section className="section">
        <div className="container">
          <p>{TEXT.unknownText}</p>
          <Link to="/products" className="btn btn--primary">
            {TEXT.breadcrumb}
          </Link>
        </div>
      </section>
    </div>
  );
}
