import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FASCIAS, type Product } from '@storefront/shared-contracts';
import { emit, on, resetEventState } from '@storefront/shared-contracts/events/bus';
import { makeProduct, makeVariant } from '@storefront/shared-contracts/testing';
import { VisuallySimilar } from './VisuallySimilar';
import { engineItem, searchHit } from './test-items';
import { fakeApi, html, json, renderIn, type Route } from './test-render';

function dress(): Product {
  const variants = [
    makeVariant({ id: 'navy-10', colour: 'Navy', size: '10' }),
    makeVariant({ id: 'red-10', colour: 'Red', size: '10' }),
  ].map((v) => ({ ...v, attributes: { ...v.attributes, department: 'Womenswear', classification: 'New In' } }));
  return makeProduct(variants, { id: '10001', key: 'DRS10001' });
}

const hits = [
  searchHit(10002, { classification: 'New In', colours: ['Navy', 'Blue'] }),
  searchHit(10003, { classification: 'Sale' }),
  searchHit(10004, { classification: 'New In' }),
];
const items = [
  { item_group_id: 'DRS10002', colour: 'Navy' },
  { item_group_id: 'DRS10002', colour: 'Blue' },
  { item_group_id: 'DRS10003', colour: 'Navy' },
  { item_group_id: 'DRS10004', colour: 'Navy' },
  { item_group_id: 'DRS10004', colour: 'navy' },
];

const search: Route = (url, init) => {
  const filters = String(JSON.parse(String(init?.body)).filters);
  return json(200, { hits: hits.filter((hit) => filters.includes(`"${hit.productKey}"`)), nbHits: 3 });
};
const engine: Route = (url) => json(200, { recommendationId: url.searchParams.get('recommendationId'), items: [engineItem(20001, { was: 45 }), engineItem(20002)] });

let events: Array<{ event: string; payload: Record<string, unknown> }>;
let stop: () => void;
let errors: jest.SpyInstance;
let warnings: jest.SpyInstance;
beforeEach(() => {
  resetEventState();
  events = [];
  stop = on('analytics:track', (e) => events.push(e));
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  stop();
  errors.mockRestore();
  warnings.mockRestore();
});

describe('VisuallySimilar', () => {
  it('opens a named dialog once the search has succeeded, with the results of the product’s classification, deduped', async () => {
    const api = fakeApi({ '/_api/search/visuallySimilar': () => json(200, items), '/1/indexes/burton_products/query': search, '/_api/recommendations': engine });
    renderIn(<VisuallySimilar product={dress()} fascia={FASCIAS.burton} />);
    const link = screen.getByRole('button', { name: 'Find visually similar' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    link.focus();
    fireEvent.click(link);
    expect(screen.getByRole('status')).toHaveTextContent('Finding visually similar styles…');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const dialog = await screen.findByRole('dialog', { name: 'Visually similar' });
    const list = within(dialog).getByRole('list', { name: 'Visually similar products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/product/look-10002?colour=Navy',
      '/product/look-10002?colour=Blue',
      '/product/look-10004?colour=Navy',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('');

    const [similar, products] = api.requested();
    const url = new URL(similar!, 'http://shop.test');
    expect([url.pathname, Object.fromEntries(url.searchParams)]).toEqual(['/_api/search/visuallySimilar', { key: 'DRS10001', colour: 'Navy', fascia: 'burton', locale: 'en-GB' }]);
    expect(api.fetchMock.mock.calls[0]![1]).toMatchObject({ cache: 'no-store' });
    expect(products).toBe('/1/indexes/burton_products/query');
    expect(JSON.parse(String(api.fetchMock.mock.calls[1]![1]!.body))).toMatchObject({ hitsPerPage: 40, filters: 'productKey:"DRS10002" OR productKey:"DRS10003" OR productKey:"DRS10004"' });
    expect(api.requested().some((path) => path.startsWith('/_api/recommendations'))).toBe(false);
    expect(events).toEqual([{ event: 'visuallySimilar', payload: { item_id: 'DRS10001', colour: 'Navy', source: 'filtered', count: 3 } }]);
  });

  it('keeps focus inside, closes on Escape and gives focus back to the link', async () => {
    fakeApi({ '/_api/search/visuallySimilar': () => json(200, items), '/1/indexes/burton_products/query': search });
    renderIn(<VisuallySimilar product={dress()} fascia={FASCIAS.burton} />);
    const link = screen.getByRole('button', { name: 'Find visually similar' });
    link.focus();
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Visually similar' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    const links = within(dialog).getAllByRole('link');
    links[links.length - 1]!.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(links[links.length - 1]).toHaveFocus();

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(link).toHaveFocus();
  });

  it('shows all results when none share the classification (the object answer shape), in the chosen colour', async () => {
    const api = fakeApi({
      '/_api/search/visuallySimilar': () => json(200, { visualSimilar: [items[2]] }),
      '/1/indexes/burton_products/query': search,
    });
    renderIn(<VisuallySimilar product={dress()} fascia={FASCIAS.burton} />);
    act(() => emit('pdp:selection-changed', { productId: '10001', productKey: 'DRS10001', colour: 'Red', size: null, sku: null, variantId: null, isOnStock: true, availableQuantity: 0, allOutOfStock: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Find visually similar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Visually similar' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(within(dialog).getByRole('link', { name: 'Look 10003' })).toBeInTheDocument();
    expect(new URL(api.requested()[0]!, 'http://shop.test').searchParams.get('colour')).toBe('Red');
    expect(events[0]).toMatchObject({ event: 'visuallySimilar', payload: { source: 'all', count: 1, colour: 'Red' } });
  });

  it('falls back to the recommendation engine when the search answers something that is not JSON, logging it', async () => {
    const api = fakeApi({
      '/_api/search/visuallySimilar': () => html('<!doctype html><html>Service Unavailable</html>'),
      '/_api/recommendations': engine,
    });
    renderIn(<VisuallySimilar product={dress()} fascia={FASCIAS.burton} />, 'sv-SE');
    fireEvent.click(screen.getByRole('button', { name: 'Hitta visuellt liknande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Du kanske också gillar' });
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Product 20001', 'Product 20002']);
    expect(within(dialog).getByText('Spara 31 %')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('search failed, falling back to the recommendation engine'));
    const engineUrl = new URL(api.requested()[1]!, 'http://shop.test');
    expect(Object.fromEntries(engineUrl.searchParams)).toMatchObject({ recommendationId: 'similar', productId: '10001' });
    expect(events[0]).toMatchObject({ payload: { source: 'recommendations', count: 2 } });
  });

  it('falls back too when the search finds nothing', async () => {
    fakeApi({ '/_api/search/visuallySimilar': () => json(200, []), '/_api/recommendations': engine });
    renderIn(<VisuallySimilar product={dress()} fascia={FASCIAS.burton} />);
    fireEvent.click(screen.getByRole('button', { name: 'Find visually similar' }));
    expect(await screen.findByRole('dialog', { name: 'You might also like' })).toBeInTheDocument();
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining('the search found nothing'));
  });

  it('hides the block, logging it, when the search and the engine both fail; no dialog opens', async () => {
    fakeApi({ '/_api/search/visuallySimilar': () => json(500, {}), '/_api/recommendations': () => json(500, {}) });
    renderIn(<VisuallySimilar product={dress()} fascia={FASCIAS.burton} />);
    fireEvent.click(screen.getByRole('button', { name: 'Find visually similar' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Find visually similar' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('nothing to show for DRS10001 in Navy: the block is hidden'));
    expect(events).toEqual([]);
  });

  it('makes way for quick add opened from one of its cards', async () => {
    fakeApi({ '/_api/search/visuallySimilar': () => json(200, items), '/1/indexes/burton_products/query': search });
    renderIn(<VisuallySimilar product={dress()} fascia={FASCIAS.burton} />);
    fireEvent.click(screen.getByRole('button', { name: 'Find visually similar' }));
    await screen.findByRole('dialog', { name: 'Visually similar' });
    act(() => emit('quick-add:open', { productId: '10002' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
