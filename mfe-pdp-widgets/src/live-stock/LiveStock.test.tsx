import { render, waitFor } from '@testing-library/react';
import { lastValue, on, resetEventState } from '@storefront/shared-contracts/events/bus';
import { LiveStock } from './LiveStock';
import { stockRefreshOf } from './rules';

const json = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as Response;

let fetchMock: jest.Mock;
beforeEach(() => {
  resetEventState();
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});
afterEach(() => jest.restoreAllMocks());

describe('stockRefreshOf', () => {
  it('keeps each variant’s id, flag and quantity, and refuses an unusable answer', () => {
    expect(stockRefreshOf('p1', { variants: [{ id: 'a', isOnStock: false, availableQuantity: 0, extra: 1 }] })).toEqual({
      productId: 'p1', variants: [{ id: 'a', isOnStock: false, availableQuantity: 0 }],
    });
    for (const bad of [null, {}, { variants: [{ id: 'a', isOnStock: 'no', availableQuantity: 0 }] }, { variants: [{ id: 'a', isOnStock: true, availableQuantity: -1 }] }, { variants: [{ isOnStock: true, availableQuantity: 1 }] }]) {
      expect(stockRefreshOf('p1', bad)).toBeNull();
    }
  });
});

describe('LiveStock', () => {
  it('after mount, announces the stock endpoint’s answer as pdp:stock-refreshed, showing nothing', async () => {
    const seen: unknown[] = [];
    on('pdp:stock-refreshed', (payload) => seen.push(payload));
    fetchMock.mockResolvedValue(json(200, { variants: [{ id: '10001-1-3', isOnStock: false, availableQuantity: 0 }] }));
    const { container } = render(<LiveStock productId="10001" enabled />);
    expect(container).toBeEmptyDOMElement();
    await waitFor(() => expect(seen).toEqual([{ productId: '10001', variants: [{ id: '10001-1-3', isOnStock: false, availableQuantity: 0 }] }]));
    expect(fetchMock).toHaveBeenCalledWith('/_api/stock/10001', expect.objectContaining({ cache: 'no-store' }));
    // State-like: a parcel mounted later still reads it.
    expect(lastValue('pdp:stock-refreshed')?.productId).toBe('10001');
  });

  it('asks nothing while its flag is off', async () => {
    render(<LiveStock productId="10001" enabled={false} />);
    await new Promise((r) => setTimeout(r, 10));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs a failure and announces nothing', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(json(404, { error: 'PRODUCT_NOT_FOUND' }));
    render(<LiveStock productId="999" enabled />);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[pdpWidgets/LiveStock] stock refresh failed:', expect.any(Error)));
    expect(lastValue('pdp:stock-refreshed')).toBeUndefined();
  });
});
