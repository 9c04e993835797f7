// The home page's first section is often a hero with shoppable points: until
// the shopper shows intent on one, none of the product lookup code may load
// (swr, the search client, the lookup chunk). Jest's module registry stands in
// for webpack's graph here: a static import is required with its importer, an
// import() only when it runs. One test in this file, so the registry is fresh.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sectionSchemas } from '@storefront/shared-contracts/content';
import { makeCard } from '@storefront/shared-contracts/testing';
import { makeContext } from '../common/testing';

const mockLoaded: string[] = [];
const mockSearch = jest.fn();

jest.mock('swr', () => {
  mockLoaded.push('swr');
  return jest.requireActual('swr');
});
jest.mock('@storefront/shared-contracts/search-client', () => {
  mockLoaded.push('search client');
  return { searchClientFor: () => ({ search: mockSearch }) };
});
jest.mock('./ShoppableProducts', () => {
  mockLoaded.push('lookup chunk');
  return jest.requireActual('./ShoppableProducts');
});

it("draws a hero's shoppable points with no lookup code loaded, and loads it on the first focus", async () => {
  // Imported here, after the recording mocks above exist.
  const { default: HeroBanner } = await import('../../blocks/heroBanner');
  mockSearch.mockResolvedValue({ results: [{ hits: [makeCard({ id: '12', productKey: 'DRS00012', name: 'Linen Dress', slug: 'linen-dress-12' })] }] });
  const hero = sectionSchemas.heroBanner.parse({
    id: 'h1',
    type: 'heroBanner',
    image: { src: '/images/content/summer.jpg', alt: 'Summer dresses on a beach' },
    shoppableButtons: [
      { productSku: 'DRS00012', percentageFromTopLocation: 40, percentageFromLeftLocation: 40 },
      { productSku: 'TOP00001', percentageFromTopLocation: 40, percentageFromLeftLocation: 60 },
    ],
  });
  render(<HeroBanner section={hero} context={makeContext({ imageLoading: 'eager', index: 0 })} />);
  expect(screen.getByRole('button', { name: 'Show product 1 of 2' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show product 2 of 2' })).toBeInTheDocument();
  expect(mockLoaded).toEqual([]);

  await userEvent.setup().tab();
  await waitFor(() => expect(mockSearch).toHaveBeenCalledTimes(1));
  expect(mockLoaded).toEqual(expect.arrayContaining(['swr', 'search client', 'lookup chunk']));
  expect(await screen.findByRole('button', { name: 'Show Linen Dress' })).toHaveFocus();
});
