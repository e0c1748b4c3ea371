// @vitest-environment node
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { MENU } from '../../content/menu';
import { SITE_TEXT } from '../../content/site-text';
import { AREAS } from '../../content/i18n/registry';
import { useArea } from './areas';
import { LanguageProvider } from './language';

/** Two areas read one after the other, as the footer reads its labels and its links. */
function TwoAreas() {
  const siteText = useArea('site-text')?.siteText ?? SITE_TEXT;
  const menu = useArea('menu')?.menuLabels;
  const home = MENU[0]!.name;
  return <p>{`${siteText.quickLinks} / ${menu?.[home] ?? home}`}</p>;
}

async function html(lang: 'en' | 'mr') {
  const { prelude } = await prerender(
    <LanguageProvider lang={lang}>
      <TwoAreas />
    </LanguageProvider>,
  );
  return new Response(prelude).text();
}

describe('words read area by area', () => {
  it('gives each area its own words when a page is rendered before any has loaded', async () => {
    const [siteText, menu] = await Promise.all([
      AREAS['site-text'].translations.mr!(),
      AREAS.menu.translations.mr!(),
    ]);
    const home = MENU[0]!.name;
    expect(await html('mr')).toContain(
      `${siteText.siteText.quickLinks} / ${menu.menuLabels[home]}`,
    );
  });

  it('reads nothing in English', async () => {
    expect(await html('en')).toContain(`${SITE_TEXT.quickLinks} / ${MENU[0]!.name}`);
  });
});
