import { productUrl, routes } from './routes';

describe('productUrl', () => {
  it('adds colour, and size only when exactly one size is chosen', () => {
    expect(productUrl({ slug: 'dress-1', colour: 'Navy', sizes: ['10'] })).toBe('/product/dress-1?colour=Navy&size=10');
    expect(productUrl({ slug: 'dress-1', colour: 'Navy', sizes: ['10', '12'] })).toBe('/product/dress-1?colour=Navy');
    expect(productUrl({ slug: 'dress-1' })).toBe('/product/dress-1');
  });
  it('uses /premier for premier products and lets a recommended URL override', () => {
    expect(productUrl({ slug: 'unlimited', isPremier: true, colour: 'Navy' })).toBe('/premier/unlimited');
    expect(productUrl({ slug: 'x', recommendedUrl: '/product/y?colour=Red' })).toBe('/product/y?colour=Red');
  });
});

describe('routes', () => {
  it('builds the brand filter path with hyphens as %20', () => {
    expect(routes.brandCategory('dresses', 'dorothy-perkins')).toBe('/categories/dresses/facet/collection/dorothy%20perkins');
  });
  it('builds the size guide and sign-up links', () => {
    expect(routes.sizeGuide('burton')).toBe('/pages/brands/burton/informational/size-guide');
    expect(routes.signUp('/product/a?colour=Red', 'wishlist')).toBe('/sign-up?redirect=%2Fproduct%2Fa%3Fcolour%3DRed&registrationPath=wishlist');
    expect(routes.signUp('/search?q=shirt')).toBe('/sign-up?redirect=%2Fsearch%3Fq%3Dshirt');
    expect(routes.signUp()).toBe('/sign-up');
  });
  it('builds the password reset and sign-in link pages, with the address when there is one', () => {
    expect(routes.resetPassword('a.b+c@example.com')).toBe('/reset-password?email=a.b%2Bc%40example.com');
    expect(routes.resetPassword('')).toBe('/reset-password');
    expect(routes.signInLink('a@example.com')).toBe('/sign-in-link?email=a%40example.com&source=wishlist');
    expect(routes.signInLink(undefined, 'wishlist')).toBe('/sign-in-link?source=wishlist');
    expect(routes.signInLink(undefined, null)).toBe('/sign-in-link');
  });
});
