import { Link, useParams } from 'react-router';
import { sampleRequestPath } from '../../../content/sample-request';
import { APPLICATIONS } from '../../../content/applications';
import { GRADE_PAGE_TEXT } from '../../../content/grade-page';
import { PRODUCT_TABS, PRODUCTS, PROPERTY_LABELS } from '../../../content/products';
import { cureKindOf } from '../../../content/cure-guide';
import {
  compareGradesPath,
  gelTimeToolPath,
  gradePagePath,
  typesOfGrade,
} from '../../../content/resin-grades';
import type { Product } from '../../../content/types';
import '../../../forms/inquiry/inquiry-form.css';
import { DataSheetLinks } from '../../components/data-sheet-links';
import { EnquireLink } from '../../components/enquire-link';
import { PageBanner, type Crumb } from '../../components/page-banner';
import { useInquiryPopup } from '../../components/use-inquiry-popup';
import { useGradeTitle, useMessages, useSiteText } from '../../i18n/site-words';
import { useArea } from '../../../ui/i18n/areas';
import '../../components/check-list.css';
import './grade-page.css';

/** The grade page's labels, and the crumb back to the products, in the current language. */
function useGradeText() {
  const TEXT = useArea('grade-page')?.gradePageText ?? GRADE_PAGE_TEXT;
  const crumbs: Crumb[] = [{ label: TEXT.breadcrumb, to: '/products' }];
  return { TEXT, crumbs };
}

/** A property's name in the current language: the card's rows carry the English one. */
function usePropertyLabel(): (english: string) => string {
  const labels = useArea('products')?.propertyLabels;
  return (english) => {
    const key = (Object.keys(PROPERTY_LABELS) as (keyof typeof PROPERTY_LABELS)[]).find(
      (name) => PROPERTY_LABELS[name] === english,
    );
    return (key && labels?.[key]) || english;
  };
}

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
  const { TEXT, crumbs } = useGradeText();
  const { formText } = useMessages();
  const catalogue = useArea('products');
  const names = useArea('applications')?.applications;
  const propertyLabel = usePropertyLabel();
  const gradeTitle = useGradeTitle();
  const title = gradeTitle(product);
  const words = catalogue?.products[product.id];
  const inquiry = useInquiryPopup();
  const types = typesOfGrade(product.id);
  const applications = APPLICATIONS.filter((app) =>
    app.service_Right.some((type) => types.includes(type)),
  );
  const category = PRODUCT_TABS.find((tab) => tab.key === product.category);
  const description = words?.description ?? product.description;
  const characteristics = words?.keyCharacteristics ?? product.keyCharacteristics;
  return (
    <div className="grade-page">
      <PageBanner title={title} crumbs={crumbs} />
      <section className="section" aria-label={title}>
        <div className="container grade">
          <div className="grade__intro">
            <img
              className="grade__image"
              src={product.thumbnail.src}
              alt={words?.alt ?? product.thumbnail.alt}
              width={product.thumbnail.width}
              height={product.thumbnail.height}
              fetchPriority="high"
            />
            <div>
              {category ? (
                <p className="eyebrow">{catalogue?.productTabs[category.key] ?? category.label}</p>
              ) : null}
              {description.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
              <div className="grade__enquire">
                <h2 className="grade__enquire-heading">{TEXT.enquireHeading}</h2>
                <p>{TEXT.enquireText}</p>
                <EnquireLink subject={product.id} label={title} />
                <button
                  type="button"
                  className="resin-enquire__button needs-script"
                  aria-haspopup="dialog"
                  aria-label={formText.enquireAbout(title)}
                  onPointerEnter={inquiry.prepare}
                  onFocus={inquiry.prepare}
                  // The inquiry names the grade as staff know it; the form shows the page's words.
                  onClick={(event) => inquiry.openFor(product.title, event.currentTarget, title)}
                >
                  {formText.enquire}
                </button>
                <FindDealer grade={product.id} />
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
                      <th scope="row">{propertyLabel(point.label)}</th>
                      <td>{point.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="grade__note">{TEXT.propertiesNote}</p>
              <ul className="grade__links grade__tools">
                <li>
                  <Link to={compareGradesPath([product.id])}>{TEXT.compareWithOthers}</Link>
                </li>
                <li>
                  <Link to={sampleRequestPath(product.id)}>{TEXT.requestSample}</Link>
                </li>
                {cureKindOf(product.category) ? (
                  <li>
                    <Link to={gelTimeToolPath(product.id)}>{TEXT.calculatorForGrade}</Link>
                  </li>
                ) : null}
              </ul>
            </section>
          ) : null}

          {characteristics?.length ? (
            <section aria-labelledby="grade-characteristics">
              <h2 id="grade-characteristics">{TEXT.characteristicsHeading}</h2>
              <ul className="check-list">
                {characteristics.map((item) => (
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
                    <Link to={app.path}>{names?.[app.slug]?.name ?? app.service_name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="grade-sheets">
            <h2 id="grade-sheets">{TEXT.dataSheetsHeading}</h2>
            <DataSheetLinks productId={product.id} title={title} />
          </section>

          <nav aria-labelledby="grade-others">
            <h2 id="grade-others">{TEXT.otherGradesHeading}</h2>
            <ul className="grade__links">
              {PRODUCTS.filter((other) => other.id !== product.id).map((other) => (
                <li key={other.id}>
                  <Link to={gradePagePath(other.id)}>{gradeTitle(other)}</Link>
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

/** The dealers page, showing those who stock this grade. */
function FindDealer({ grade }: { grade: string }) {
  const { siteText } = useSiteText();
  return (
    <p className="grade__dealers">
      <Link to={`/dealers?grade=${grade}`}>{siteText.findDealer}</Link>
    </p>
  );
}

function UnknownGrade() {
  const { TEXT, crumbs } = useGradeText();
  const { messages } = useMessages();
  return (
    <div className="grade-page">
      <PageBanner title={messages.productNotFound} crumbs={crumbs} />
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
