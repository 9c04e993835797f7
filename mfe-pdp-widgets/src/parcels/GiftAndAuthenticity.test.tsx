// The gift-with-purchase and authenticity parcels: mounted with the shell's
// props (the gift card's variant from the slot settings), in the fascia's
// language; nothing for malformed page data; nothing left on unmount.
import { screen, waitFor, within } from '@testing-library/react';
import { FASCIAS, resetEventState, type LifecycleFn, type Product, type ProductParcelProps } from '@storefront/shared-contracts';
import { shirt } from '@storefront/shared-contracts/testing';
import * as authenticityParcel from './Authenticity';
import * as giftParcel from './GiftWithPurchase';

// single-spa-react renders outside act(); waiting for act would hang.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

async function run<P>(lifecycle: LifecycleFn<P> | Array<LifecycleFn<P>>, props: Parameters<LifecycleFn<P>>[0]) {
  for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await fn(props);
}

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

function props(name: string, product: unknown = special, settings?: Record<string, unknown>): ProductParcelProps & { name: string; domElement: HTMLElement } {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  return {
    fascia: FASCIAS.wallis,
    session: { user: { id: 'guest-1', guest: true }, basketCount: 0 },
    route: { name: 'product', path: `/product/${shirt.slug}`, params: { slug: shirt.slug }, query: {} },
    page: { product: product as Product, badges: [], socialProof: null },
    ...(settings ? { slot: { name: 'gift', settings } } : {}),
    name,
    domElement,
  };
}

describe('GiftWithPurchase parcel', () => {
  it('mounts the card in the slot setting’s variant and the fascia language, and unmounts', async () => {
    const p = props('pdpWidgets/GiftWithPurchase', special, { variant: 'pdp' });
    await run(giftParcel.bootstrap, p);
    await run(giftParcel.mount, p);
    const card = within(p.domElement).getByRole('region', { name: 'Gratis cadeau bij aankoop' });
    expect(within(card).getByRole('heading', { level: 2 })).toBeVisible();
    expect(within(card).getByText('Gratis haarolie bij dit overhemd')).toBeVisible();
    await waitFor(() => expect(within(card).getByRole('img', { name: 'Bond Repair Hair Oil' })).toBeVisible());
    await run(giftParcel.unmount, p);
    expect(p.domElement).toBeEmptyDOMElement();
  });

  it('leaves the slot empty for malformed page data', async () => {
    const p = props('pdpWidgets/GiftWithPurchase', { id: 'x' });
    await run(giftParcel.bootstrap, p);
    await run(giftParcel.mount, p);
    expect(p.domElement).toBeEmptyDOMElement();
  });
});

describe('Authenticity parcel', () => {
  it('mounts the badge in the fascia language and unmounts', async () => {
    const p = props('pdpWidgets/Authenticity');
    await run(authenticityParcel.bootstrap, p);
    await run(authenticityParcel.mount, p);
    expect(within(p.domElement).getByRole('button', { name: 'Geverifieerd tweedehands' })).toBeVisible();
    await run(authenticityParcel.unmount, p);
    expect(p.domElement).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('leaves the slot empty for malformed page data or a product without the check', async () => {
    for (const product of [null, { id: 'x', authenticity: 'yes' }, shirt]) {
      const p = props('pdpWidgets/Authenticity', product);
      await run(authenticityParcel.bootstrap, p);
      await run(authenticityParcel.mount, p);
      expect(p.domElement).toBeEmptyDOMElement();
      await run(authenticityParcel.unmount, p);
    }
  });
});
