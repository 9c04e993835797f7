import { createInsightsStore, InsightsValidationError } from './insights';

const known = (name: string) => name === 'burton_products';
const view = { eventType: 'view', eventName: 'Product Viewed', index: 'burton_products', userToken: 'anon-1', objectIDs: ['p1'] };

function rejection(body: unknown): string {
  const store = createInsightsStore();
  try {
    store.push(body, known);
  } catch (error) {
    expect(error).toBeInstanceOf(InsightsValidationError);
    expect(store.events()).toEqual([]);
    return (error as Error).message;
  }
  throw new Error('accepted');
}

describe('insights events', () => {
  it('stores valid events with the time they were received', () => {
    const store = createInsightsStore();
    expect(store.push({ events: [view, { ...view, eventType: 'click', eventName: 'Filter Clicked', objectIDs: undefined, filters: ['brand:Coast'] }] }, known)).toBe(2);
    expect(store.events()).toHaveLength(2);
    expect(store.events()[1]).toMatchObject({ eventType: 'click', filters: ['brand:Coast'], receivedAt: expect.any(Number) });
    store.clear();
    expect(store.events()).toEqual([]);
  });

  it('keeps only the newest events past the limit', () => {
    const store = createInsightsStore(2);
    store.push({ events: [1, 2, 3].map((n) => ({ ...view, objectIDs: [`p${n}`] })) }, known);
    expect(store.events().map((event) => event.objectIDs)).toEqual([['p2'], ['p3']]);
  });

  it('drops unknown fields and decodes URL-encoded filters, as search-insights sends them', () => {
    const store = createInsightsStore();
    store.push({ events: [{ ...view, algoliaSource: ['instantsearch'] }] }, known);
    store.push({ events: [{ ...view, objectIDs: undefined, eventType: 'click', filters: ['size%3AL'] }] }, known);
    expect(store.events()[0]).not.toHaveProperty('algoliaSource');
    expect(store.events()[1]?.filters).toEqual(['size:L']);
  });

  it.each([
    [{}, 'The body must be { events: [...] }'],
    [{ events: [] }, 'between 1 and 1000'],
    [{ events: [{ ...view, eventType: 'hover' }] }, 'events[0]: eventType: eventType must be click, view or conversion'],
    [{ events: [{ ...view, eventName: '' }] }, 'eventName must not be empty'],
    [{ events: [{ ...view, eventName: 'x'.repeat(65) }] }, 'longer than 64'],
    [{ events: [{ ...view, userToken: 'has space' }] }, 'userToken must be 1-129 characters'],
    [{ events: [{ ...view, objectIDs: undefined }] }, 'either objectIDs or filters'],
    [{ events: [{ ...view, objectIDs: Array.from({ length: 21 }, (_, i) => `p${i}`) }] }, 'at most 20 objectIDs'],
    [{ events: [{ ...view, eventType: 'click', queryID: 'not-hex' , positions: [1] }] }, 'queryID must be 32 hexadecimal characters'],
    [{ events: [{ ...view, eventType: 'click', queryID: 'a'.repeat(32), positions: [1, 2] }] }, 'one entry per objectID'],
    [{ events: [{ ...view, eventType: 'click', positions: [1] }] }, 'positions are only for click events after a search'],
    [{ events: [{ ...view, eventType: 'click', queryID: 'a'.repeat(32), positions: [0] }] }, 'positions start at 1'],
    [{ events: [{ ...view, eventSubtype: 'purchase' }] }, 'eventSubtype is only for conversion events'],
    [{ events: [{ ...view, index: 'coast_products' }] }, 'index coast_products does not exist'],
    [{ events: [view, { ...view, userToken: '' }] }, 'events[1]: userToken'],
  ])('rejects %j', (body, message) => {
    expect(rejection(body)).toContain(message);
  });
});
