// Helpers for this remote's widget tests: the gallery in its i18n provider,
// and a phone-sized screen (matchMedia) for mobile behaviour.
import { render } from '@testing-library/react';
import type { FasciaSettings, Product } from '@storefront/shared-contracts';
import { mockMatchMedia } from '@storefront/shared-contracts/testing';
import { RemoteI18n } from '../i18n/i18n';
import { burton, productRoute } from '../test/fixtures';
import { ProductGallery } from './ProductGallery';

export function renderGallery(product: Product, fascia: FasciaSettings = burton) {
  return render(
    <RemoteI18n locale={fascia.locale}>
      <ProductGallery key={product.id} product={product} fascia={fascia} route={productRoute(product.slug)} />
    </RemoteI18n>,
  );
}

/** Sets the screen wider (desktop) or narrower (phone) than the 768 px breakpoint; returns the undo. */
export function setScreen(kind: 'desktop' | 'phone'): () => void {
  return mockMatchMedia(() => kind === 'desktop');
}

/** Runs each test of the enclosing describe on that screen. */
export function onScreen(kind: 'desktop' | 'phone'): void {
  let restore = () => {};
  beforeEach(() => {
    restore = setScreen(kind);
  });
  afterEach(() => restore());
}
