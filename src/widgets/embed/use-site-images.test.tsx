import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useSiteImages } from './use-site-images';

const SITE = 'https://www.kalparesins.example/';

interface GalleryProps {
  shadowRoot: ShadowRoot;
  src: string;
  extra: boolean;
}

function Gallery({ shadowRoot, src, extra }: GalleryProps) {
  useSiteImages(shadowRoot, SITE);
  return (
    <>
      <img id="first" src={src} alt="" />
      <img id="absolute" src="https://cdn.example/logo.svg" alt="" />
      {extra && (
        <div>
          <img id="later" src="images/applications/marine.svg" alt="" />
        </div>
      )}
    </>
  );
}

function mount() {
  const host = document.createElement('div');
  document.body.append(host);
  const shadowRoot = host.attachShadow({ mode: 'open' });
  const root = createRoot(shadowRoot);
  const render = (extra: boolean, src = 'images/products/pta-based.svg') =>
    root.render(<Gallery shadowRoot={shadowRoot} src={src} extra={extra} />);
  const src = (id: string) => shadowRoot.getElementById(id)?.getAttribute('src');
  return { render, src, root };
}

// React warns about act() outside a test environment flag.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('images inside a widget on a partner page', () => {
  it('point at the site, not at the partner page, from the first render on', async () => {
    const { render, src } = mount();
    await act(async () => render(false));
    expect(src('first')).toBe(`${SITE}images/products/pta-based.svg`);
    expect(src('absolute')).toBe('https://cdn.example/logo.svg');
  });

  it('also when images appear or change later', async () => {
    const { render, src } = mount();
    await act(async () => render(false));
    await act(async () => render(true));
    await act(async () => render(true, 'images/products/recycled-pet.svg'));
    await act(async () => new Promise((done) => setTimeout(done, 0)));
    expect(src('later')).toBe(`${SITE}images/applications/marine.svg`);
    expect(src('first')).toBe(`${SITE}images/products/recycled-pet.svg`);
  });
});
