// Example payloads of the catalogue's events: payloads a listener must handle.
// Every remote's listener contract tests feed them in (testing/events.ts), the
// published JSON Schema carries them (jsonSchema.ts) and a remote's dev page
// offers them. They live apart from catalogue.ts because the catalogue is
// bundled into the shell and every remote (the bus validates against it) and
// the browser has no use for them (issue 16): only tests and tooling import
// this module, and examples.test.ts fails when a browser entry reaches it.
import type { EventName, EventPayload, eventCatalogue } from './catalogue';

type EventVersion<N extends EventName> = (typeof eventCatalogue)[N]['version'];

/**
 * Per event and per version the catalogue declares, at least one payload of
 * that event's type: a missing event, an unknown event or version, or a
 * payload of the wrong shape does not compile.
 */
export type EventCatalogueExamples = {
  readonly [N in EventName]: { readonly [V in EventVersion<N>]: readonly [EventPayload<N>, ...EventPayload<N>[]] };
};

// The examples speak of one product, the test fixture `shirt` of
// '@storefront/shared-contracts/testing' (p-shirt, navy, size S in stock).
const exampleMoney = { centAmount: 3500, currencyCode: 'GBP' };
const exampleLine = {
  id: 'line-1', sku: 'SKU-navy-s', productId: 'p-shirt', productKey: 'shirt-oxford', slug: 'oxford-shirt',
  name: 'Oxford Shirt', brand: 'Burton', colour: 'navy', size: 'S', quantity: 1, unitPrice: exampleMoney,
  image: '/images/products/shirt/navy-0.jpg', isOnStock: true,
};

export const eventCatalogueExamples: EventCatalogueExamples = {
  'pdp:selection-changed': {
    1: [
      { productId: 'p-shirt', productKey: 'shirt-oxford', colour: 'navy', size: 'S', sku: 'SKU-navy-s', variantId: 'navy-s', isOnStock: true, availableQuantity: 12, allOutOfStock: false },
      { productId: 'p-shirt', productKey: 'shirt-oxford', colour: 'white', size: null, sku: null, variantId: null, isOnStock: true, availableQuantity: 0, allOutOfStock: false },
    ],
  },
  'pdp:customisation-changed': {
    1: [{ productId: 'p-shirt', hasFields: true, valid: true, values: { initials: 'ABC' } }],
  },
  'pdp:add-requested': {
    1: [{ source: 'sticky-bar' }],
  },
  'pdp:stock-refreshed': {
    1: [
      {
        productId: 'p-shirt',
        variants: [
          { id: 'navy-s', isOnStock: false, availableQuantity: 0 },
          { id: 'navy-m', isOnStock: true, availableQuantity: 4 },
        ],
      },
    ],
  },
  'basket:item-added': {
    1: [{ cartId: 'cart-1', lines: [exampleLine], source: 'pdp' }],
  },
  'basket:changed': {
    1: [
      { cartId: 'cart-1', itemCount: 3, totalPrice: { centAmount: 10500, currencyCode: 'GBP' } },
      { cartId: null, itemCount: 0, totalPrice: null },
    ],
  },
  'quick-add:open': {
    1: [{ productId: 'p-shirt', colour: 'navy', searchTracking: { hitObjectIDs: ['p-shirt'], queryID: 'q-1', index: 'burton_products', positions: [1] } }],
  },
  'quick-add:opened': {
    1: [{ productId: 'p-shirt' }],
  },
  'quick-add:closed': {
    1: [{ productId: 'p-shirt' }],
  },
  'wishlist:changed': {
    1: [{ productKey: 'shirt-oxford', colourSelected: 'navy', saved: true }],
  },
  'session:changed': {
    1: [
      { user: { id: 'customer-1', guest: false, email: 'test.customer@example.com', firstName: 'Test' }, basketCount: 2 },
      { user: { id: 'guest', guest: true }, basketCount: 0 },
    ],
  },
  'session:sign-in-requested': {
    1: [
      { reason: 'wishlist', returnTo: '/product/oxford-shirt' },
      { reason: 'wishlist', returnTo: '/product/oxford-shirt', item: { productKey: 'SHT10002', colourSelected: 'White', lineItemSku: 'SHT10002-01-02', sizeSelected: true } },
    ],
  },
  'analytics:track': {
    1: [{ event: 'view_item', payload: { productId: 'p-shirt' } }],
  },
  'admin:preview-changed': {
    1: [{ active: true, features: ['product-selection'], data: { selectedProductKeys: ['shirt-oxford'] } }],
  },
  'admin:product-selected': {
    1: [{ productKey: 'shirt-oxford', name: 'Oxford Shirt', brand: 'Burton', imageUrl: '/images/products/shirt/navy-0.jpg', colour: 'navy', selected: true }],
  },
  'admin:product-click': {
    1: [{ productKey: 'shirt-oxford' }],
  },
};

