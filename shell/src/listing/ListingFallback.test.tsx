import { render, screen, within } from '@testing-library/react';
import { FASCIAS, type ListingPreview, type SearchHit } from '@storefront/shared-contracts';
import { makeCard } from '@storefront/shared-contracts/testing';
import type { BootData } from '../boot';
import { catalogues, ShellI18n } from '../i18n/i18n';
import { matchRoute } from '../routing/matchRoute';
import { ListingFallback } from './ListingFallback';

const hit = (n: number, overrides: Partial<SearchHit> = {}): SearchHit => ({
  ...makeCard({ id: `P${n}`, productId: `P${n}`, productKey: `K${n}`, name: `Shirt ${n}`, slug: `shirt-${n}`, colourVariants: [], priceVariants: [], price: `${20 + n}.00` }),
  objectID: `P${n}`,
  ...overrides,
});

function renderFallback(path: string, search: string, preview?: ListingPreview, fascia = FASCIAS.burton) {
  const boot: BootData = {
    route: matchRoute(path, search),
    fascia,
    session: { user: null, basketCount: 0 } as unknown as BootData['session'],
    registry: { remotes: {} } as unknown as BootData['registry'],
    page: null,
    slotTimeoutMs: 1000,
    labels: catalogues['en-GB'],
    ...(preview ? { listingPreview: preview } : {}),
  };
  return render(
    <ShellI18n locale={fascia.locale}>
      <ListingFallback boot={boot} />
    </ShellI18n>,
  );
}

describe('ListingFallback (the listing slot before mfe-listing mounts)', () => {
  it('shows the first results as cards with the product link, brand, name and price', () => {
    renderFallback('/search', '?q=shirt', { query: 'shirt', hits: [hit(1), hit(2, { price: '30.00-45.00' })], nbHits: 2 });
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for “shirt”' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Shirt 1' })).toHaveAttribute('href', '/product/shirt-1?colour=Blue');
    expect(within(cards[0]!).getByText('Burton')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('£21.00')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('£30.00 – £45.00')).toBeInTheDocument();
  });

  it('fetches the first image first, at the size the listing cards ask for, and the others when laid out, at low priority', () => {
    renderFallback('/search', '?q=shirt', { query: 'shirt', hits: [hit(1), hit(2)], nbHits: 2 });
    const [first, second] = screen.getAllByRole('img');
    expect(first).toHaveAccessibleName('Shirt 1 in Blue');
    expect(first).toHaveAttribute('src', '/images/products/K100/0.jpg?w=480&q=80');
    expect(first).toHaveAttribute('sizes', '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveClass('sf-lcp-image');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('fetchpriority', 'low');
    expect(second).not.toHaveClass('sf-lcp-image');
  });

  it('names a category page from the results, in the fascia language', () => {
    const breadcrumbs = [{ name: 'Chemises', slug: 'mens-shirts' }];
    renderFallback('/categories/mens-shirts', '', { query: '', hits: [hit(1, { breadcrumbs } as Partial<SearchHit>)], nbHits: 1 }, FASCIAS.coast);
    expect(screen.getByRole('heading', { level: 1, name: 'Chemises' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Produits' })).toBeInTheDocument();
  });

  it('leaves out a hit that is not a product, and shows only the heading without results', () => {
    const broken = { objectID: 'X1', name: 42 } as unknown as SearchHit;
    renderFallback('/search', '?q=shirt', { query: 'shirt', hits: [broken, hit(3)], nbHits: 2 });
    expect(screen.getAllByRole('article')).toHaveLength(1);

    renderFallback('/search', '', undefined);
    expect(screen.getByRole('heading', { level: 1, name: 'All products' })).toBeInTheDocument();
  });
});
