// Each route loads the layout it draws, and only that one.
import { ProductPage } from './ProductPage';
import { ListingRoute } from '../listing/ListingRoute';
import { ContentRoute } from '../content/ContentRoute';
import { BasketRoute, CheckoutRoute } from '../basket/BagRoute';
import { ReleasesPage } from '../releases/ReleasesPage';
import { loadRoutePages, routeChunk } from './routePages';

describe('route pages', () => {
  it.each([
    ['product', 'route-product'],
    ['premier', 'route-product'],
    ['search', 'route-listing'],
    ['category', 'route-listing'],
    ['home', 'route-content'],
    ['content', 'route-content'],
    ['basket', 'route-bag'],
    ['checkout', 'route-bag'],
    ['releases', 'route-releases'],
    ['wishlist', null],
    ['notFound', null],
  ])('%s needs the chunk %s', (route, chunk) => {
    expect(routeChunk(route)).toBe(chunk);
  });

  it('loads the layout of the route and nothing else: product, listing, content, bag and checkout', async () => {
    expect(await loadRoutePages('product')).toEqual({ product: ProductPage });
    expect(await loadRoutePages('category')).toEqual({ listing: ListingRoute });
    expect(await loadRoutePages('home')).toEqual({ content: ContentRoute });
    expect(await loadRoutePages('content')).toEqual({ content: ContentRoute });
    expect(await loadRoutePages('checkout')).toEqual({ basket: BasketRoute, checkout: CheckoutRoute });
    expect(await loadRoutePages('releases')).toEqual({ releases: ReleasesPage });
    expect(await loadRoutePages('wishlist')).toEqual({});
  });
});
