import { useContext } from 'react';
import { APPLICATIONS } from '../../content/applications';
import { CATALOGUE_TEXT } from '../../content/messages';
import type { Application, ResinType } from '../../content/types';
import { EnquireButton } from '../../forms/inquiry/enquire-button';
import { AssetRoot, resolveAsset } from '../kit/asset-url';

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
}

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
}: ApplicationListProps) {
  const entries = pick(slugs);
  const assetRoot = useContext(AssetRoot);
  return (
    <div className="resin-application-list">
      {entries.map((app, index) => (
        <article
          key={app.slug}
          id={app.slug}
          className="resin-application-list__entry"
          part="card"
          aria-labelledby={`${app.slug}-name`}
        >
          <img
            className="resin-application-list__image"
            part="card-image"
            src={resolveAsset(app.src.src, assetRoot)}
            alt={app.src.alt}
            width={app.src.width}
            height={app.src.height}
            // The first picture is usually in view at once (and the page's largest paint).
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
          <div className="resin-application-list__body">
            <h2 id={`${app.slug}-name`} className="resin-application-list__name" part="card-title">
              {app.service_name}
            </h2>
            <p className="resin-application-list__description" part="card-text">
              {app.service_description}
            </p>
            <ResinTypes kind="suitable" title={CATALOGUE_TEXT.suitable} types={app.service_Right} />
            <ResinTypes
              kind="unsuitable"
              title={CATALOGUE_TEXT.unsuitable}
              types={app.service_Wrong}
            />
            {enquire && (
              <div className="resin-application-list__actions">
                <EnquireButton
                  applicationName={app.service_name}
                  apiBase={apiBase}
                  onSubmitted={onSubmitted}
                  onFailed={onFailed}
                />
              </div>
            )}
          </div>
        </article>
      ))}
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
