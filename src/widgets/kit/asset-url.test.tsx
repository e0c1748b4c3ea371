import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AssetRoot, resolveAsset, useAssetUrl } from './asset-url';

function Picture({ src }: { src: string }) {
  return <img alt="resin drum" src={useAssetUrl(src)} />;
}

describe('asset URLs', () => {
  it('keeps site-relative paths as they are on the site itself', () => {
    render(<Picture src="images/products/ortho.svg" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', 'images/products/ortho.svg');
  });

  it('points site-relative paths at the site a widget was loaded from', () => {
    render(
      <AssetRoot.Provider value="https://www.kalparesins.example/">
        <Picture src="images/products/ortho.svg" />
      </AssetRoot.Provider>,
    );
    expect(screen.getByRole('img')).toHaveAttribute(
      'src',
      'https://www.kalparesins.example/images/products/ortho.svg',
    );
  });

  it('leaves absolute and data URLs alone', () => {
    expect(resolveAsset('https://cdn.example/a.svg', 'https://site.example/')).toBe(
      'https://cdn.example/a.svg',
    );
    expect(resolveAsset('data:image/svg+xml,<svg/>', 'https://site.example/')).toBe(
      'data:image/svg+xml,<svg/>',
    );
  });
});
