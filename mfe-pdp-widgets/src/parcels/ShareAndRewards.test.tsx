// The share and rewards parcels: mounted with the shell's props, in the
// fascia's language; nothing for malformed page data; nothing left on unmount.
import { screen, within } from '@testing-library/react';
import { FASCIAS, type Product } from '@storefront/shared-contracts';
import { resetEventState } from '@storefront/shared-contracts/events/bus';
import { fixtureProductProps, mountParcel, outsideAct, shirt } from '@storefront/shared-contracts/testing';
import * as rewardsParcel from './RewardsBadge';
import * as shareParcel from './Share';

outsideAct();

beforeEach(() => {
  resetEventState();
  document.body.innerHTML = '';
});

const earning: Product = {
  ...shirt,
  variants: shirt.variants.map((v) => ({ ...v, attributes: { ...v.attributes, rewardsPoints: { default: 175 } } })),
};

const props = (product: unknown = earning) => fixtureProductProps(shirt, { fascia: FASCIAS.wallis, page: { product: product as Product, badges: [], socialProof: null } });

describe('Share parcel', () => {
  it('mounts the Share button in the fascia language and unmounts', async () => {
    const p = await mountParcel(shareParcel, props(), 'pdpWidgets/Share');
    expect(within(p.element).getByRole('button', { name: 'Delen' })).toBeEnabled();
    await p.unmount();
    expect(p.element).toBeEmptyDOMElement();
  });

  it('leaves the slot empty for malformed page data', async () => {
    const p = await mountParcel(shareParcel, props({ id: 'x' }), 'pdpWidgets/Share');
    expect(p.element).toBeEmptyDOMElement();
  });
});

describe('RewardsBadge parcel', () => {
  it('mounts the badge for the selected variant in the fascia language and money, with Join now for a guest', async () => {
    const p = await mountParcel(rewardsParcel, props(), 'pdpWidgets/RewardsBadge');
    expect(within(p.element).getByText(/^Verdien €\s1,75 aan beloningen$/)).toBeVisible();
    expect(within(p.element).getByRole('link', { name: 'Word nu lid' })).toBeVisible();
    await p.unmount();
    expect(p.element).toBeEmptyDOMElement();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('leaves the slot empty for malformed page data', async () => {
    const p = await mountParcel(rewardsParcel, props({ id: 'x', variants: 'nope' }), 'pdpWidgets/RewardsBadge');
    expect(p.element).toBeEmptyDOMElement();
  });
});
