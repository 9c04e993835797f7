import { emit, lastEmitted, lastValue, on, resetEventState, setInvalidEventReporter, track } from './bus';

const selection = {
  productId: 'p1', productKey: 'k1', colour: 'Navy', size: '10', sku: 'ABC12345-01-01',
  variantId: 'v1', isOnStock: true, availableQuantity: 3, allOutOfStock: false,
};

describe('event bus', () => {
  beforeEach(() => resetEventState());

  it('delivers a valid payload to subscribers as a window CustomEvent', () => {
    const seen: unknown[] = [];
    const off = on('pdp:selection-changed', (p) => seen.push(p));
    const raw = jest.fn();
    window.addEventListener('pdp:selection-changed', raw);
    expect(emit('pdp:selection-changed', selection)).toBe(true);
    expect(seen).toEqual([selection]);
    expect(raw).toHaveBeenCalledTimes(1);
    off();
    window.removeEventListener('pdp:selection-changed', raw);
    emit('pdp:selection-changed', selection);
    expect(seen).toHaveLength(1);
  });

  it('reports and does not deliver a payload that fails its schema', () => {
    const reports: string[] = [];
    setInvalidEventReporter((name, issues) => reports.push(`${name} ${issues}`));
    const handler = jest.fn();
    on('basket:changed', handler);
    expect(emit('basket:changed', { cartId: 'c', itemCount: -1, totalPrice: null })).toBe(false);
    expect(handler).not.toHaveBeenCalled();
    expect(reports[0]).toMatch(/basket:changed itemCount/);
  });

  it('replays the last value of a state-like event to a late subscriber', () => {
    emit('session:changed', { user: { id: 'u1', guest: false }, basketCount: 2 });
    const late = jest.fn();
    on('session:changed', late);
    expect(late).toHaveBeenCalledWith({ user: { id: 'u1', guest: false }, basketCount: 2 });
    expect(lastValue('session:changed')?.basketCount).toBe(2);
  });

  it('does not keep or replay one-off events', () => {
    track('view_item', { id: 'p1' });
    const late = jest.fn();
    on('analytics:track', late);
    expect(late).not.toHaveBeenCalled();
  });

  it("keeps quick add's opened and closed one-off, and validates them", () => {
    const opened = jest.fn();
    const off = on('quick-add:opened', opened);
    expect(emit('quick-add:opened', { productId: 'p1' })).toBe(true);
    expect(opened).toHaveBeenCalledWith({ productId: 'p1' });
    off();
    expect(lastValue('quick-add:opened')).toBeUndefined();
    const reporter = jest.fn();
    setInvalidEventReporter(reporter);
    expect(emit('quick-add:closed', {} as never)).toBe(false);
    expect(reporter).toHaveBeenCalledWith('quick-add:closed', expect.stringContaining('productId'));
  });

  it('ignores an event of another version', () => {
    const handler = jest.fn();
    on('basket:changed', handler);
    window.dispatchEvent(new CustomEvent('basket:changed', { detail: { version: 99, payload: {} } }));
    expect(handler).not.toHaveBeenCalled();
  });

  it('replays the last one-off event only to a listener that asks, and only when it is recent', () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    emit('quick-add:opened', { productId: 'p1' });
    const unasked = jest.fn();
    on('quick-add:opened', unasked);
    expect(unasked).not.toHaveBeenCalled();

    now.mockReturnValue(5_000);
    const recent = jest.fn();
    on('quick-add:opened', recent, { replayWithinMs: 4_000 });
    expect(recent).toHaveBeenCalledWith({ productId: 'p1' });
    expect(lastEmitted('quick-add:opened')).toEqual({ payload: { productId: 'p1' }, at: 1_000 });

    now.mockReturnValue(5_001);
    const late = jest.fn();
    on('quick-add:opened', late, { replayWithinMs: 4_000 });
    expect(late).not.toHaveBeenCalled();

    resetEventState();
    expect(lastEmitted('quick-add:opened')).toBeUndefined();
    now.mockRestore();
  });
});
