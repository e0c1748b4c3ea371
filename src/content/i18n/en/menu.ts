// The menu's labels, keyed by the English label: paths and anchors stay as they are, and the
// sister companies' own sites keep their names.
import { CATALOGUE_MENU_ENTRY, MENU } from '../../menu';

function labels(): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const item of MENU) {
    out[item.name] = item.name;
    for (const entry of item.dropdownMenu) if (!entry.target) out[entry.name] = entry.name;
  }
  out[CATALOGUE_MENU_ENTRY.name] = CATALOGUE_MENU_ENTRY.name;
  return out;
}

export const menuLabels = labels();
