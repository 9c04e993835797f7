// The share and rewards parcels: mounted with the shell's props, in the
// fascia's language; nothing for malformed page data; nothing left on unmount.
import { screen, within } from '@testing-library/react';
import { FASCIAS, resetEventState, type LifecycleFn, type Product, type ProductParcelProps } from '@storefront/shared-contracts';
import { shirt } from '@storefront/shared-contracts/testing';
import * as rewardsParcel from './RewardsBadge';
import * as shareParcel from './Share';

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
});

const earning: Product = {
  ...shirt,
  variants: shirt.variants.map((v) => ({ ...v, attributes: { ...v.attributes, rewardsPoints: { default: 175 } } })),
};

function props(name: string, product: unknown = earning): ProductParcelProps & { name: string; domElement: HTMLElement } {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  return {
    fascia: FASCIAS.wallis,
    session: { user: { id: 'guest-1', guest: true }, basketCount: 0 },
    route: { name: 'product', path: `/product/${shirt.slug}`, params: { slug: shirt.slug }, query: {} },
    page: { product: product as Product, badges: [], socialProof: null },
    name,
    domElement,
  };
}

describe('Share parcel', () => {
  it('mounts the Share button in the fascia language and unmounts', async () => {
    const p = props('pdpWidgets/Share');
    await run(shareParcel.bootstrap, p);
    await run(shareParcel.mount, p);
    expect(within(p.domElement).getByRole('button', { name: 'Delen' })).toBeEnabled();
    await run(shareParcel.unmount, p);
    expect(p.domElement).toBeEmptyDOMElement();
  });

  it('leaves the slot empty for malformed page data', async () => {
    const p = props('pdpWidgets/Share', { id: 'x' });
    await run(shareParcel.bootstrap, p);
    await run(shareParcel.mount, p);
    expect(p.domElement).toBeEmptyDOMElement();
  });
});

describe('RewardsBadge parcel', () => {
  it('mounts the badge for the selected variant in the fascia language and money, with Join now for a guest', async () => {
    const p = props('pdpWidgets/RewardsBadge');
    await run(rewardsParcel.bootstrap, p);
    await run(rewardsParcel.mount, p);
    expect(within(p.domElement).getByText(/^Verdien €\s1,75 aan beloningen$/)).toBeVisible();
    expect(within(p.domElement).getByRole('link', { name: 'Word nu lid' })).toBeVisible();
    await run(rewardsParcel.unmount, p);
    expect(p.domElement).toBeEmptyDOMElement();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('leaves the slot empty for malformed page data', async () => {
    const p = props('pdpWidgets/RewardsBadge', { id: 'x', variants: 'nope' });
    await run(rewardsParcel.bootstrap, p);
    await run(rewardsParcel.mount, p);
    expect(p.domElement).toBeEmptyDOMElement();
  });
});
