import { Link } from 'react-router';
import { PAGE_TITLES } from '../../../content/site-text';
import { PageBanner } from '../../components/page-banner';
import { pageMeta } from '../../seo/page-meta';
import { siteMapPages, sitePages } from '../../seo/site-pages';
import './site-map-page.css';

/** The company's own pages, listed first under this heading. */
const MAIN_SECTION = 'Kalpa Resins';

/**
 * Every page search engines list and the template's variants, by name, grouped under the
 * section each belongs to. The site map is written in English, and lists the English pages.
 */
function sections(): [string, { path: string; title: string }[]][] {
  const pages = sitePages();
  const groups = new Map<string, { path: string; title: string }[]>();
  for (const page of siteMapPages()) {
    if (page.route.page === 'site-map') continue;
    const meta = pageMeta(page, pages);
    const section = meta.breadcrumbs.length > 2 ? meta.breadcrumbs.at(-2)!.name : MAIN_SECTION;
    const group = groups.get(section) ?? [];
    group.push({ path: page.path, title: meta.title });
    groups.set(section, group);
  }
  return [...groups];
}

export default function SiteMapPage() {
  return (
    <div className="site-map-page">
      <PageBanner title={PAGE_TITLES.siteMap} />
      <section className="section">
        <div className="container site-map">
          {sections().map(([section, links]) => (
            <nav key={section} aria-label={section} className="site-map__section">
              <h2>{section}</h2>
              <ul>
                {links.map((link) => (
                  <li key={link.path}>
                    <Link to={link.path}>{link.title}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </section>
    </div>
  );
}
