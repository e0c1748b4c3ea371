import type { PostalAddress } from '../../content/company';
import { SITE_TEXT } from '../../content/site-text';

/** A plant's own telephone as a tap-to-call link, named for screen readers by its plant. */
export function PlantPhone({ plant, className }: { plant: PostalAddress; className?: string }) {
  return (
    <a href={plant.phone.href} className={className}>
      <span className="visually-hidden">{SITE_TEXT.plantPhone(plant.title)}: </span>
      {plant.phone.display}
    </a>
  );
}
