// Card data and parcel props for this package's tests.
import { FASCIAS, type FasciaSettings, type ProductCardData, type SearchHit, type SessionSummary } from '@storefront/shared-contracts';
import { img, makeCard } from '@storefront/shared-contracts/testing';

export { makeCard };

export const burton: FasciaSettings = FASCIAS.burton;
export const guest: SessionSummary = { user: { id: 'guest', guest: true }, basketCount: 0 };
export const signedIn: SessionSummary = { user: { id: 'u-42', guest: false, firstName: 'Jo' }, basketCount: 1 };

export function makeHit(n: number, overrides: Partial<SearchHit> = {}): SearchHit {
  const card = makeCard({
    id: `P${n}`,
    productId: `P${n}`,
    productKey: `K${n}`,
    name: `Product ${n}`,
    slug: `product-${n}`,
    colourVariants: [],
    priceVariants: [],
    price: `${10 + n}.00`,
    wasPrice: undefined,
    percentageSaving: undefined,
    imagesResponsive: [img(`K${n}`, 0)],
  });
  delete (card as Partial<ProductCardData>).wasPrice;
  delete (card as Partial<ProductCardData>).percentageSaving;
  return { ...card, objectID: `P${n}`, ...overrides };
}
