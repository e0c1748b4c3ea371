import { Suspense, useContext, type ReactNode } from 'react';
import { APPLICATIONS } from '../../content/applications';
import { CATALOGUE_TEXT } from '../../content/messages';
import { gradePagePath, gradesOfType } from '../../content/resin-grades';
import { cleanPath, localizedPath } from '../../content/site-paths';
import type { Application, Product, ResinType } from '../../content/types';
import { EnquireButton } from '../../forms/inquiry/enquire-button';
import { loadAreas, useArea } from '../../ui/i18n/areas';
import { useLang, type Lang } from '../../ui/i18n/language';
import { AssetRoot, resolveAsset } from '../kit/asset-url';
import { WidgetPicture } from '../kit/widget-picture';

export interface ApplicationListProps {
  /** Only these applications, in this order; unknown slugs are skipped. All 15 when absent. */
  slugs?: string[];
  /** Show an Enquire button on each entry. */
  enquire?: boolean;
  /** Gateway origin for the enquiries; empty means the page's own origin. */
  apiBase?: string;
  /** An enquiry from one of the entries was stored. */
  onSubmitted?: (id: string) => void;
  /** An enquiry from one of the entries failed. */
  onFailed?: (message: string) => void;
  /**
   * Adds a 'View application' link to each entry's own page. For the site only: the pages live
   * there, and the custom element never sets it.
   */
  applicationPages?: boolean;
  /**
   * Site only (the element never sets it): what stands in each Enquire button's place where the
   * page runs without JavaScript, given the application's slug and name as shown; the button
   * is then marked `needs-script`.
   */
  enquireWithoutScript?: (slug: string, name: string) => ReactNode;
  /**
   * Site only: the page preloads the first entry's picture file as its largest paint, so that
   * picture loads at once and as that very file. Otherwise every picture loads as it nears the
   * view, at the size it is shown: on a partner page the list is one part of someone else's page.
   */
  preloadedFirstPicture?: boolean;
}

/**
 * How wide application-list.css shows an entry's picture: the entry's width less its padding
 * below 768 px, two fifths of what is left beside the text from there. The list is at most as
 * wide as the window, so these go by the window's width.
 */
const ENTRY_PICTURE = '(min-width: 768px) calc(40vw - 24px), calc(100vw - 40px)';

const AREAS_SHOWN = ['catalogue-text', 'applications'] as const;

function pick(slugs: string[] | undefined): Application[] {
  if (!slugs) return APPLICATIONS;
  const bySlug = new Map(APPLICATIONS.map((a) => [a.slug, a]));
  return slugs.flatMap((slug) => {
    const found = bySlug.get(slug.trim());
    return found ? [found] : [];
  });
}

/** The application areas, each anchored by its slug. */
export function ApplicationList({
  slugs,
  enquire = false,
  apiBase,
  onSubmitted,
  onFailed,
  applicationPages = false,
  preloadedFirstPicture = false,
  enquireWithoutScript,
}: ApplicationListProps) {
  const entries = pick(slugs);
  const assetRoot = useContext(AssetRoot);
  const lang = useLang();
  // In another language: the labels and each application's words, keyed by slug, loaded at
  // once. The resin type codes and grade names stay as they are; an enquiry sends the English.
  // Links go to the site's pages in the list's language.
  void loadAreas(lang, AREAS_SHOWN);
  const labels = useArea('catalogue-text')?.catalogueText ?? CATALOGUE_TEXT;
  const words = useArea('applications')?.applications;
  const preloaded = (index: number) => preloadedFirstPicture && index === 0;
  const enquireButton = (app: Application, label: string | undefined) => (
    // In another language the button waits for the form's words, not the list.
    <Suspense fallback={null}>
      <EnquireButton
        applicationName={app.service_name}
        applicationLabel={label}
        apiBase={apiBase}
        onSubmitted={onSubmitted}
        onFailed={onFailed}
      />
    </Suspense>
  );
  return (
    <div className="resin-application-list">
      {entries.map((app, index) => {
        const own = words?.[app.slug];
        const name = own?.name ?? app.service_name;
        return (
          <article
            key={app.slug}
            id={app.slug}
            className="resin-application-list__entry"
            part="card"
            aria-labelledby={`${app.slug}-name`}
          >
            <WidgetPicture
              picture={own ? { ...app.src, alt: own.alt } : app.src}
              sizes={preloaded(index) ? undefined : ENTRY_PICTURE}
              loading={preloaded(index) ? 'eager' : 'lazy'}
              className="resin-application-list__image"
              part="card-image"
            />
            <div className="resin-application-list__body">
              <h2
                id={`${app.slug}-name`}
                className="resin-application-list__name"
                part="card-title"
              >
                {name}
              </h2>
              <p className="resin-application-list__description" part="card-text">
                {own?.description ?? app.service_description}
              </p>
              <ResinTypes kind="suitable" title={labels.suitable} types={app.service_Right} />
              <ResinTypes kind="unsuitable" title={labels.unsuitable} types={app.service_Wrong} />
              <GradeLinks
                lang={lang}
                slug={app.slug}
                grades={gradesFor(app)}
                siteRoot={assetRoot}
                labels={labels}
              />
              {(enquire || applicationPages) && (
                <div className="resin-application-list__actions">
                  {enquire && enquireWithoutScript ? (
                    <>
                      {enquireWithoutScript(app.slug, name)}
                      <span className="needs-script">{enquireButton(app, own?.name)}</span>
                    </>
                  ) : enquire ? (
                    enquireButton(app, own?.name)
                  ) : null}
                  {applicationPages && (
                    <a
                      className="resin-application-list__view"
                      href={siteHref(localizedPath(app.path, lang), assetRoot)}
                    >
                      {labels.viewApplication}
                      <span className="resin-application-list__sr">: {name}</span>
                    </a>
                  )}
                </div>
              )}
            </div>
          </article>
        );
      })}
    </div>
  );
}

interface ResinTypesProps {
  kind: 'suitable' | 'unsuitable';
  title: string;
  types: ResinType[];
}

/**
 * Colour alone never carries the meaning: each item has a check or a cross, and a label that
 * screen readers read before the resin name ('Suitable: ISO NPG').
 */
function ResinTypes({ kind, title, types }: ResinTypesProps) {
  if (types.length === 0) return null;
  return (
    <ul
      className={`resin-application-list__types resin-application-list__types--${kind}`}
      part={`${kind}-list`}
    >
      {types.map((type) => (
        <li key={type} className="resin-application-list__type" part={`${kind}-type`}>
          <span className="resin-application-list__mark" aria-hidden="true">
            {kind === 'suitable' ? '\u2713' : '\u2717'}
          </span>
          <span className="resin-application-list__sr">{title} </span>
          {type}
        </li>
      ))}
    </ul>
  );
}

/**
 * A page of the site as a link from the widget: its clean path on the site itself, and on a
 * partner's page the same path on the site the widget came from.
 */
function siteHref(route: string, root: string): string {
  const path = cleanPath(route);
  return root ? resolveAsset(path.slice(1), root) : path;
}

/** The catalogue grades of an application's suitable resin types, each once, in type order. */
function gradesFor(app: Application): Product[] {
  const grades = app.service_Right.flatMap((type) => gradesOfType(type));
  return grades.filter((grade, index) => grades.indexOf(grade) === index);
}

interface GradeLinksProps {
  lang: Lang;
  slug: string;
  grades: Product[];
  /** The site's root on a partner page; empty on the site itself. */
  siteRoot: string;
  labels: { readonly matchingGrades: string; readonly opensInNewTab: string };
}

/**
 * The suitable grades by name, each linking to the grade's own page on the site, in the list's
 * language. On a partner page the links go to the site that the widget came from, in a new tab,
 * so the visitor keeps the partner's page.
 */
function GradeLinks({ lang, slug, grades, siteRoot, labels }: GradeLinksProps) {
  if (grades.length === 0) return null;
  const elsewhere = siteRoot !== '';
  const labelId = `${slug}-grades`;
  return (
    <div className="resin-application-list__grades">
      <p id={labelId} className="resin-application-list__grades-title">
        {labels.matchingGrades}
      </p>
      <ul className="resin-application-list__grade-list" aria-labelledby={labelId}>
        {grades.map((grade) => (
          <li key={grade.id}>
            <a
              className="resin-application-list__grade"
              href={siteHref(localizedPath(gradePagePath(grade.id), lang), siteRoot)}
              target={elsewhere ? '_blank' : undefined}
              rel={elsewhere ? 'noopener' : undefined}
            >
              {grade.title}
              {elsewhere && (
                <span className="resin-application-list__sr"> {labels.opensInNewTab}</span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
