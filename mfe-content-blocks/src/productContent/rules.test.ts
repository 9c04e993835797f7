import { fetchProductContent, productContentPaths, productContentSections } from './rules';

const card = (title: string, extra: Record<string, unknown> = {}) => ({ title, image: { src: `/images/content/blog-${title.length}.jpg`, alt: '' }, href: '/categories/womens-dresses', ...extra });

describe('product page content rules', () => {
  it('asks for the most specific category\'s page, then the shared default', () => {
    expect(productContentPaths([{ slug: 'womenswear' }, { slug: 'womens-dresses' }])).toEqual(['pdp/womens-dresses', 'pdp/default']);
    expect(productContentPaths([{ slug: 'womenswear' }, { slug: '../admin' }])).toEqual(['pdp/womenswear', 'pdp/default']);
    expect(productContentPaths([])).toEqual(['pdp/default']);
    expect(productContentPaths(undefined)).toEqual(['pdp/default']);
  });

  it('keeps blog cards and content grids only, with the cards that can be shown', () => {
    const sections = productContentSections({
      sections: [
        { id: 'hero', type: 'heroBanner', image: { src: '/x.jpg', alt: '' } },
        { id: 'a', type: 'blogCards', title: 'How to wear it', items: [card('One'), card('Bad link', { href: 'javascript:alert(1)' }), card('Bad date', { date: 'soon' }), { title: 'No image', href: '/x' }] },
        { id: 'b', type: 'contentGrid', items: [card('Two', { excerpt: 'Text', date: '2026-05-01', category: 'Style' })] },
        { id: 'c', type: 'contentGrid', items: [card('', {})] },
        'nonsense',
      ],
    });
    expect(sections).toEqual([
      { id: 'a', type: 'blogCards', title: 'How to wear it', items: [card('One')] },
      { id: 'b', type: 'contentGrid', items: [card('Two', { excerpt: 'Text', date: '2026-05-01', category: 'Style' })] },
    ]);
    expect(productContentSections(null)).toEqual([]);
  });

  it('takes the first page that exists, none when every one is missing, and throws on failures', async () => {
    const pages: Record<string, { status: number; body?: unknown }> = {
      '/_api/content/pages/pdp/womens-dresses': { status: 404 },
      '/_api/content/pages/pdp/default': { status: 200, body: { sections: [{ id: 'a', type: 'blogCards', items: [card('One')] }] } },
      '/_api/content/pages/pdp/broken': { status: 503 },
    };
    const fake = (async (url: string) => {
      const page = pages[url] ?? { status: 404 };
      return { ok: page.status < 300, status: page.status, json: async () => page.body };
    }) as unknown as typeof fetch;
    await expect(fetchProductContent(['pdp/womens-dresses', 'pdp/default'], fake)).resolves.toHaveLength(1);
    await expect(fetchProductContent(['pdp/mens-shirts', 'pdp/nothing'], fake)).resolves.toEqual([]);
    await expect(fetchProductContent(['pdp/broken', 'pdp/default'], fake)).rejects.toThrow('answered 503');
  });
});
