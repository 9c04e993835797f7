// Helpers for this remote's widget tests: the gallery in its i18n provider,
// and a phone-sized screen (matchMedia) for mobile behaviour.
import { render } from '@testing-library/react';
import type { FasciaSettings, Product } from '@storefront/shared-contracts';
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
  const original = window.matchMedia;
  window.matchMedia = ((media: string) => ({
    matches: kind === 'desktop',
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

/** Runs each test of the enclosing describe on that screen. */
export function onScreen(kind: 'desktop' | 'phone'): void {
  let restore = () => {};
  beforeEach(() => {
    restore = setScreen(kind);
  });
  afterEach(() => restore());
}
