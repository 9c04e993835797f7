// The gallery carries the image badges and, in admin preview, the Selected toggle.
import { act, render, screen, within } from '@testing-library/react';
import { FASCIAS } from '@storefront/shared-contracts';
import { emit, resetEventState } from '@storefront/shared-contracts/events/bus';
import { RemoteI18n } from '../i18n/i18n';
import { ProductGallery } from '../gallery/ProductGallery';
import { productRoute } from '../test/fixtures';
import { badge, dress } from '../price/testProducts';

beforeEach(() => resetEventState());

it('shows the product badges over the gallery images and the Selected toggle in admin preview', () => {
  const product = { ...dress, badges: [badge('own', 'PDP_topLeft', 1, { text1: 'Bestseller' })] };
  render(
    <RemoteI18n locale="en-GB">
      <ProductGallery product={product} fascia={FASCIAS.burton} route={productRoute(product.slug)} />
    </RemoteI18n>,
  );
  const gallery = screen.getByRole('group', { name: 'Product images' });
  expect(within(gallery).getByRole('list', { name: 'Product badges' })).toHaveTextContent('Bestseller');
  expect(within(gallery).queryByRole('switch')).not.toBeInTheDocument();

  act(() => {
    emit('admin:preview-changed', { active: true, features: ['product-selection'], data: {} });
  });
  expect(within(gallery).getByRole('switch', { name: 'Selected' })).not.toBeChecked();
});
