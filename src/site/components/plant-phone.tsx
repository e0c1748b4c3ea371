import type { PostalAddress } from '../../content/company';
import { usePlantTitle, useSiteText } from '../i18n/site-words';

/** A plant's own telephone as a tap-to-call link, named for screen readers by its plant. */
export function PlantPhone({ plant, className }: { plant: PostalAddress; className?: string }) {
  const { siteText } = useSiteText();
  const plantTitle = usePlantTitle();
  return (
    <a href={plant.phone.href} className={className}>
      <span className="visually-hidden">{siteText.plantPhone(plantTitle(plant))}: </span>
      {plant.phone.display}
    </a>
  );
}
