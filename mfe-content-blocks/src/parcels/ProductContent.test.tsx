import { render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { FASCIAS, type Product, type ProductParcelProps } from '@storefront/shared-contracts';
import { makeProduct, makeVariant, mountParcel, outsideAct } from '@storefront/shared-contracts/testing';
import * as contentParcel from './ProductContent';
import { ProductContentParcel } from './ProductContent';

const product = (slug: string): Product =>
  makeProduct([makeVariant({ id: 'navy-s', colour: 'navy', size: 'S' })], {
    id: `p-${slug}`,
    categories: [
      { name: 'Womenswear', slug: 'womenswear' },
      { name: 'Category', slug },
    ],
  });

const DRESS_PAGE = {
  path: 'pdp/womens-dresses',
  title: 'Dresses: style notes',
  version: 1,
  publishedAt: '2026-05-01T00:00:00.000Z',
  sections: [
    {
      id: 'dress-stories',
      type: 'blogCards',
      title: 'How to wear it',
      items: [
        { title: 'One dress, three occasions', excerpt: 'Swap the shoes and the jacket.', image: { src: '/images/content/blog-dress-occasions.jpg', alt: '' }, href: '/categories/womens-dresses', category: 'Style notes' },
        { title: 'Sneaky', image: { src: '/images/content/blog-x.jpg', alt: '' }, href: 'javascript:alert(1)' },
      ],
    },
    { id: 'dress-more', type: 'contentGrid', title: 'More inspiration', items: [{ title: 'Shoes to go with it', image: { src: '/images/content/blog-dress-shoes.jpg', alt: '' }, href: '/categories/womens-shoes' }] },
    { id: 'html', type: 'html', html: '<img src=x onerror="alert(1)">' },
  ],
};

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

function contentService(pages: Record<string, { status: number; body?: unknown }>) {
  const fetchMock = jest.fn(async (url: string) => {
    const page = pages[url] ?? { status: 404, body: { error: 'PAGE_NOT_FOUND' } };
    return { ok: page.status < 300, status: page.status, json: async () => page.body };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function props(p: Product): ProductParcelProps {
  return {
    fascia: FASCIAS.burton,
    session: { user: { id: 'guest-1', guest: true }, basketCount: 0 },
    route: { name: 'product', path: `/product/${p.slug}`, params: { slug: p.slug }, query: {} },
    page: { product: p, badges: [], socialProof: null },
  };
}

const show = (p: ProductParcelProps) =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ProductContentParcel {...p} />
    </SWRConfig>,
  );

describe('product page blog cards and content grid', () => {
  it('shows the category page\'s blog cards and content grid, and nothing else of it', async () => {
    const fetchMock = contentService({ '/_api/content/pages/pdp/womens-dresses': { status: 200, body: DRESS_PAGE } });
    const { container } = show(props(product('womens-dresses')));
    const cards = await screen.findByRole('region', { name: 'How to wear it' });
    expect(within(cards).getByRole('heading', { level: 3, name: 'One dress, three occasions' })).toBeInTheDocument();
    expect(within(cards).getByRole('link', { name: 'One dress, three occasions' })).toHaveAttribute('href', '/categories/womens-dresses');
    expect(within(cards).getByText('Swap the shoes and the jacket.')).toBeInTheDocument();
    expect(within(cards).queryByText('Sneaky')).not.toBeInTheDocument();
    const grid = screen.getByRole('region', { name: 'More inspiration' });
    expect(within(grid).getByRole('link', { name: 'Shoes to go with it' })).toHaveAttribute('href', '/categories/womens-shoes');
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to the shared default page', async () => {
    const fetchMock = contentService({ '/_api/content/pages/pdp/default': { status: 200, body: { ...DRESS_PAGE, path: 'pdp/default' } } });
    show(props(product('womens-tops')));
    expect(await screen.findByRole('region', { name: 'How to wear it' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/_api/content/pages/pdp/womens-tops', '/_api/content/pages/pdp/default']);
  });

  it('is hidden when the content service has no page for the product', async () => {
    const fetchMock = contentService({});
    const { container } = show(props(product('womens-tops')));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
  });

  it('is hidden, and logs, when the content service fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    contentService({ '/_api/content/pages/pdp/womens-dresses': { status: 503 } });
    const { container } = show(props(product('womens-dresses')));
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('[contentBlocks/productContent] content unavailable')));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ProductContent parcel', () => {
  outsideAct();

  it('mounts, leaves nothing behind, and nothing for malformed page data', async () => {
    const fetchMock = contentService({ '/_api/content/pages/pdp/mens-shirts': { status: 200, body: DRESS_PAGE } });
    const p = props(product('mens-shirts'));
    const good = await mountParcel(contentParcel, p, 'contentBlocks/ProductContent');
    await waitFor(() => expect(within(good.element).getByRole('region', { name: 'More inspiration' })).toBeInTheDocument());
    await good.unmount();
    expect(good.element).toBeEmptyDOMElement();

    fetchMock.mockClear();
    const bad = await mountParcel(contentParcel, { ...p, page: { product: { id: 3 } } } as unknown as ProductParcelProps, 'contentBlocks/ProductContent');
    expect(bad.element).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
    await bad.unmount();
  });
});
