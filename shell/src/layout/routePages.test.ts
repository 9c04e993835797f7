// Each route loads the layout it draws, and only that one.
import { ProductPage } from './ProductPage';
import { ListingRoute } from '../listing/ListingRoute';
import { loadRoutePages, routeChunk } from './routePages';

describe('route pages', () => {
  it.each([
    ['product', 'route-product'],
    ['premier', 'route-product'],
    ['search', 'route-listing'],
    ['category', 'route-listing'],
    ['home', null],
    ['content', null],
    ['basket', null],
    ['wishlist', null],
    ['notFound', null],
  ])('%s needs the chunk %s', (route, chunk) => {
    expect(routeChunk(route)).toBe(chunk);
  });

  it('loads the product layout on product pages, the listing on search and category pages, nothing else elsewhere', async () => {
    expect(await loadRoutePages('product')).toEqual({ product: ProductPage });
    expect(await loadRoutePages('category')).toEqual({ listing: ListingRoute });
    expect(await loadRoutePages('home')).toEqual({});
  });
});
