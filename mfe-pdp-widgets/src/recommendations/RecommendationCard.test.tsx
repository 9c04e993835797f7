// With federation, the carousels' cards are mfe-listing's listing/ProductCard
// (never its source), given quick add and the CAROUSEL badge placement.
import { screen } from '@testing-library/react';
import { FASCIAS, type ProductCardContractProps } from '@storefront/shared-contracts';
import { makeProduct, makeVariant } from '@storefront/shared-contracts/testing';
import { Recommendations } from './Recommendations';
import { engineItem } from './test-items';
import { fakeApi, json, renderIn } from './test-render';

const remote: { options?: { moduleId: string; exportName?: string; consumer: string }; props: ProductCardContractProps[] } = { props: [] };

jest.mock('@storefront/shared-contracts/federation', () => ({
  createRemoteComponent: (options: { moduleId: string; exportName?: string; consumer: string }) => {
    remote.options = options;
    return function RemoteCard(props: ProductCardContractProps) {
      remote.props.push(props);
      return <p>remote card {props.product.name}</p>;
    };
  },
}));

it('loads listing/ProductCard through federation, with quick add in the CAROUSEL placement', async () => {
  fakeApi({ '/_api/recommendations': (url) => json(200, { recommendationId: url.searchParams.get('recommendationId'), items: [engineItem(10002)] }) });
  const variant = makeVariant({ id: 'navy-10', colour: 'Navy', size: '10' });
  const product = makeProduct([{ ...variant, attributes: { ...variant.attributes, department: 'Womenswear' } }], { id: '10001', key: 'DRS10001' });
  renderIn(<Recommendations product={product} fascia={FASCIAS.burton} session={{ user: { id: 'guest-1', guest: true }, basketCount: 0 }} />);
  expect(await screen.findAllByText('remote card Product 10002')).toHaveLength(2);
  expect(remote.options).toMatchObject({ moduleId: 'listing/ProductCard', exportName: 'ProductCard' });
  for (const props of remote.props) {
    expect(props).toMatchObject({ placement: 'CAROUSEL', showQuickAdd: true, fascia: FASCIAS.burton, session: { user: { guest: true } } });
  }
});
