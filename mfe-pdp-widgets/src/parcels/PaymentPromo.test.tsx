import { screen, within } from '@testing-library/react';
import { FASCIAS } from '@storefront/shared-contracts';
import { resetEventState } from '@storefront/shared-contracts/events/bus';
import { fixtureProductProps, mountParcel, outsideAct, shirt } from '@storefront/shared-contracts/testing';
import * as paymentPromo from './PaymentPromo';

outsideAct();

beforeEach(() => {
  resetEventState();
  document.body.innerHTML = '';
});

describe('PaymentPromo parcel', () => {
  it('mounts the block for the page product in the fascia language and unmounts', async () => {
    const { element: domElement, unmount } = await mountParcel(paymentPromo, fixtureProductProps(shirt, { fascia: FASCIAS.wallis }), 'pdpWidgets/PaymentPromo');
    const block = within(domElement).getByRole('region', { name: 'Betaalmogelijkheden' });
    // £35 fixtures on a euro fascia: Klarna and PayPal, so See more.
    expect(within(block).getByRole('button', { name: 'Meer zien' })).toHaveAttribute('aria-expanded', 'false');

    await unmount();
    expect(domElement).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
