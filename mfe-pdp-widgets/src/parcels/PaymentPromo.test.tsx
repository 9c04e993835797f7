import { screen, within } from '@testing-library/react';
import { FASCIAS, resetEventState, type LifecycleFn, type ProductParcelProps } from '@storefront/shared-contracts';
import { shirt } from '@storefront/shared-contracts/testing';
import * as paymentPromo from './PaymentPromo';

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

describe('PaymentPromo parcel', () => {
  it('mounts the block for the page product in the fascia language and unmounts', async () => {
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const base: ProductParcelProps = {
      fascia: FASCIAS.wallis,
      session: { user: { id: 'guest-1', guest: true }, basketCount: 0 },
      route: { name: 'product', path: `/product/${shirt.slug}`, params: { slug: shirt.slug }, query: {} },
      page: { product: shirt, badges: [], socialProof: null },
    };
    const props = { ...base, name: 'pdpWidgets/PaymentPromo', domElement };

    await run(paymentPromo.bootstrap, props);
    await run(paymentPromo.mount, props);
    const block = within(domElement).getByRole('region', { name: 'Betaalmogelijkheden' });
    // £35 fixtures on a euro fascia: Klarna and PayPal, so See more.
    expect(within(block).getByRole('button', { name: 'Meer zien' })).toHaveAttribute('aria-expanded', 'false');

    await run(paymentPromo.unmount, props);
    expect(domElement).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
