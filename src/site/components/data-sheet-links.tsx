import { DATA_SHEET_KINDS, DATA_SHEET_TITLES, dataSheetLinks } from '../../content/data-sheets';
import { useArea } from '../../ui/i18n/areas';
import { DownloadIcon } from './icons';
import './data-sheet-links.css';

/** A grade's TDS and SDS downloads; each link's name says which sheet of which grade it is. */
export function DataSheetLinks({ productId, title }: { productId: string; title: string }) {
  const titles = useArea('data-sheets')?.dataSheetTitles ?? DATA_SHEET_TITLES;
  const links = dataSheetLinks(productId);
  return (
    <ul className="data-sheet-links">
      {DATA_SHEET_KINDS.map((kind) => (
        <li key={kind}>
          <a className="data-sheet-links__link" href={links[kind].href} download>
            <DownloadIcon />
            {links[kind].label}
            <span className="visually-hidden">
              {' '}
              {titles[kind]}, {title}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
