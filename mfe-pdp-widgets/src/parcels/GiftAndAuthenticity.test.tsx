// The gift-with-purchase and authenticity parcels: mounted with the shell's
// props (the gift card's variant from the slot settings), in the fascia's
// language; nothing for malformed page data; nothing left on unmount.
import { screen, waitFor, within } from '@testing-library/react';
import { FASCIAS, type Product, type ProductParcelProps } from '@storefront/shared-contracts';
import { resetEventState } from '@storefront/shared-contracts/events/bus';
import { fixtureProductProps, mountParcel, outsideAct, shirt } from '@storefront/shared-contracts/testing';
import * as authenticityParcel from './Authenticity';
import * as giftParcel from './GiftWithPurchase';

outsideAct();

beforeEach(() => {
  resetEventState();
  document.body.innerHTML = '';
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => ({ gift: { sku: 'HAR10012-01-01', name: 'Bond Repair Hair Oil', image: '/images/products/HAR10012/0.jpg' } }),
  })) as unknown as typeof fetch;
});

const special: Product = {
  ...shirt,
  authenticity: { kind: 'preloved', video: { sources: [{ type: 'MP4', width: 480, height: 720, url: '/media/authenticity/mp4_480p' }] } },
  variants: shirt.variants.map((v) => ({ ...v, attributes: { ...v.attributes, gwpSku: 'HAR10012-01-01', gwpDescription: 'Gratis haarolie bij dit overhemd' } })),
};

function props(product: unknown = special, settings?: Record<string, unknown>): ProductParcelProps {
  return fixtureProductProps(shirt, {
    fascia: FASCIAS.wallis,
    page: { product: product as Product, badges: [], socialProof: null },
    ...(settings ? { slot: { name: 'gift', settings } } : {}),
  });
}

describe('GiftWithPurchase parcel', () => {
  it('mounts the card in the slot setting’s variant and the fascia language, and unmounts', async () => {
    const p = await mountParcel(giftParcel, props(special, { variant: 'pdp' }), 'pdpWidgets/GiftWithPurchase');
    const card = within(p.element).getByRole('region', { name: 'Gratis cadeau bij aankoop' });
    expect(within(card).getByRole('heading', { level: 2 })).toBeVisible();
    expect(within(card).getByText('Gratis haarolie bij dit overhemd')).toBeVisible();
    await waitFor(() => expect(within(card).getByRole('img', { name: 'Bond Repair Hair Oil' })).toBeVisible());
    await p.unmount();
    expect(p.element).toBeEmptyDOMElement();
  });

  it('leaves the slot empty for malformed page data', async () => {
    const p = await mountParcel(giftParcel, props({ id: 'x' }), 'pdpWidgets/GiftWithPurchase');
    expect(p.element).toBeEmptyDOMElement();
  });
});

describe('Authenticity parcel', () => {
  it('mounts the badge in the fascia language and unmounts', async () => {
    const p = await mountParcel(authenticityParcel, props(), 'pdpWidgets/Authenticity');
    expect(within(p.element).getByRole('button', { name: 'Geverifieerd tweedehands' })).toBeVisible();
    await p.unmount();
    expect(p.element).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('leaves the slot empty for malformed page data or a product without the check', async () => {
    for (const product of [null, { id: 'x', authenticity: 'yes' }, shirt]) {
      const p = await mountParcel(authenticityParcel, props(product), 'pdpWidgets/Authenticity');
      expect(p.element).toBeEmptyDOMElement();
      await p.unmount();
    }
  });
});
