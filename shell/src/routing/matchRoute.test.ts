import { matchRoute } from './matchRoute';

describe('matchRoute', () => {
  it('matches a product page with its colour and size', () => {
    const r = matchRoute('/product/midi-dress-123', '?colour=Navy&size=10');
    expect(r).toMatchObject({ name: 'product', params: { slug: 'midi-dress-123' }, query: { colour: 'Navy', size: '10' } });
  });
  it('matches premier, search, category and the brand filter path', () => {
    expect(matchRoute('/premier/unlimited').name).toBe('premier');
    expect(matchRoute('/search', '?q=dress').query.q).toBe('dress');
    expect(matchRoute('/categories/dresses/facet/collection/dorothy%20perkins')).toMatchObject({
      name: 'category',
      params: { slug: 'dresses', brand: 'dorothy perkins' },
    });
    expect(matchRoute('/categories/dresses').params.slug).toBe('dresses');
  });
  it('matches nested content pages, basket, checkout, wishlist and home', () => {
    expect(matchRoute('/checkout').name).toBe('checkout');
    expect(matchRoute('/checkout/').name).toBe('checkout');
    expect(matchRoute('/pages/brands/burton/informational/size-guide').params.path).toBe('brands/burton/informational/size-guide');
    expect(matchRoute('/basket').name).toBe('basket');
    expect(matchRoute('/wishlist').name).toBe('wishlist');
    expect(matchRoute('/').name).toBe('home');
  });
  it('matches the staff\'s release page, with its remote and period', () => {
    expect(matchRoute('/releases', '?remote=gallery&hours=24')).toMatchObject({ name: 'releases', query: { remote: 'gallery', hours: '24' } });
    expect(matchRoute('/releases/').name).toBe('releases');
    expect(matchRoute('/releases/gallery').name).toBe('notFound');
  });
  it('answers notFound for unknown paths and malformed escapes', () => {
    expect(matchRoute('/nope').name).toBe('notFound');
    expect(matchRoute('/product/%E0%A4%A').name).toBe('notFound');
  });
});
