// Draws the preview picture of every page into public/og (see og-cards.ts).
// Run: npx tsx scripts/images/generate-og-cards.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PUBLIC_DIR } from './generate-images';
import { ogCards, renderCard } from './og-cards';

const cards = ogCards();
const wanted = new Set(cards.map((card) => card.file));
mkdirSync(join(PUBLIC_DIR, 'og'), { recursive: true });
// A card whose page is gone goes too.
for (const name of readdirSync(join(PUBLIC_DIR, 'og'))) {
  if (!wanted.has(`og/${name}`)) rmSync(join(PUBLIC_DIR, 'og', name));
}
let bytes = 0;
for (const card of cards) {
  const file = join(PUBLIC_DIR, card.file);
  mkdirSync(dirname(file), { recursive: true });
  const jpeg = await renderCard(card, PUBLIC_DIR);
  writeFileSync(file, jpeg);
  bytes += jpeg.length;
}
console.log(`${cards.length} preview pictures, ${(bytes / 1024).toFixed(0)} KB in all`);
