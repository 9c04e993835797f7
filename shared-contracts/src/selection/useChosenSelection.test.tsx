import { act, renderHook } from '@testing-library/react';
import { emit, resetEventState } from '../events/bus';
import { jeans, shirt } from '../testing/fixtures';
import { selectionPayload, selectionState } from './payload';
import type { Selection } from './rules';
import { useChosenSelection } from './useChosenSelection';

const announce = (product: typeof shirt, selection: Selection) => emit('pdp:selection-changed', selectionPayload(product, selectionState(product, selection, 3)));
const query = (q: Record<string, string>) => ({ query: q });

afterEach(() => resetEventState());

it("starts from the pickers' own starting selection for the address's colour and size", () => {
  // White has one size in stock: the pickers choose it.
  expect(renderHook(() => useChosenSelection(shirt, query({ colour: 'white' }))).result.current).toEqual({ colour: 'white', variantId: 'white-s', announcedSku: null, announced: null });
  expect(renderHook(() => useChosenSelection(shirt, query({ colour: 'navy', size: 'XL' }))).result.current).toEqual({ colour: 'navy', variantId: 'navy-xl', announcedSku: null, announced: null });
  // Navy without a size: several in stock, so none is chosen yet.
  expect(renderHook(() => useChosenSelection(shirt, query({ colour: 'navy' }))).result.current).toEqual({ colour: 'navy', variantId: null, announcedSku: null, announced: null });
});

it("follows the pickers' announcements about this product, a colour alone choosing no size", () => {
  const { result } = renderHook(() => useChosenSelection(shirt, query({ colour: 'white' })));
  act(() => void announce(shirt, { colour: 'navy', sizeVariantId: 'navy-l' }));
  expect(result.current).toEqual({ colour: 'navy', variantId: 'navy-l', announcedSku: 'SKU-navy-l', announced: expect.objectContaining({ productId: shirt.id, colour: 'navy', variantId: 'navy-l', size: 'L' }) });
  act(() => void announce(shirt, { colour: 'navy', sizeVariantId: null }));
  // The payload names the colour's variant then: the sku stays for the colour, no size is chosen.
  expect(result.current).toEqual({ colour: 'navy', variantId: null, announcedSku: 'SKU-navy-s', announced: expect.objectContaining({ colour: 'navy', variantId: 'navy-s', size: null }) });
});

it('ignores announcements about another product or a colour this product does not have', () => {
  const { result } = renderHook(() => useChosenSelection(shirt, query({ colour: 'white' })));
  act(() => void announce(jeans, { colour: 'black', sizeVariantId: 'jeans-10' }));
  act(() => void emit('pdp:selection-changed', { ...selectionPayload(shirt, selectionState(shirt, { colour: 'navy', sizeVariantId: 'navy-s' }, 3)), colour: 'green' }));
  expect(result.current).toEqual({ colour: 'white', variantId: 'white-s', announcedSku: null, announced: null });
});

it('counts a colour the product data does not list when asked to (anyColour)', () => {
  const { result } = renderHook(() => useChosenSelection(shirt, query({ colour: 'white' }), { anyColour: true }));
  act(() => void emit('pdp:selection-changed', { ...selectionPayload(shirt, selectionState(shirt, { colour: 'navy', sizeVariantId: 'navy-s' }, 3)), colour: 'green' }));
  expect(result.current).toMatchObject({ colour: 'green', variantId: 'navy-s', announced: expect.objectContaining({ colour: 'green' }) });
});

it('takes the announcement made before it mounted', () => {
  announce(shirt, { colour: 'navy', sizeVariantId: 'navy-xl' });
  const { result } = renderHook(() => useChosenSelection(shirt));
  expect(result.current).toEqual({ colour: 'navy', variantId: 'navy-xl', announcedSku: 'SKU-navy-xl', announced: expect.objectContaining({ sku: 'SKU-navy-xl' }) });
});

it('hands each announcement that counts to onAnnounce as it arrives, the replayed one too', () => {
  announce(shirt, { colour: 'navy', sizeVariantId: 'navy-s' });
  const heard: (string | null)[] = [];
  renderHook(() => useChosenSelection(shirt, undefined, { onAnnounce: (changed) => heard.push(changed.variantId) }));
  act(() => void announce(jeans, { colour: 'black', sizeVariantId: 'jeans-10' }));
  act(() => void announce(shirt, { colour: 'white', sizeVariantId: 'white-s' }));
  expect(heard).toEqual(['navy-s', 'white-s']);
});
